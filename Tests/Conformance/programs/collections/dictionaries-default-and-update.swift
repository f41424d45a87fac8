// Default subscripts, updateValue and removeValue return values.
var stock = ["apples": 3]
stock["pears", default: 0] += 2
stock["apples", default: 0] += 1
print(stock["apples"]!, stock["pears"]!)
print(stock.updateValue(10, forKey: "apples") as Any)
print(stock.updateValue(1, forKey: "plums") as Any)
print(stock.removeValue(forKey: "pears") as Any)
print(stock.removeValue(forKey: "kiwis") as Any)
stock["plums"] = nil
print(stock)
print(stock.count)

