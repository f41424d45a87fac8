print([1, 2].description, ["a"].debugDescription)
print((1...3).description, (1..<3).debugDescription)
let o: Int? = 5
print(o.debugDescription, 5.description, 2.5.debugDescription, true.description)
print(Set([1]).description, ["k": 1].description, Character("a").debugDescription)
print(Float(1.5).debugDescription, Int8(3).description)
