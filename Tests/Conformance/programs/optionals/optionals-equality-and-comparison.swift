// Comparing optionals with == and with nil.
let a: Int? = 3
let b: Int? = 3
let c: Int? = nil
print(a == b)
print(a == c)
print(c == nil)
print(a != nil)
print(a == 3)
let names: [String?] = ["x", nil, "y"]
print(names.filter { $0 != nil }.count)
print(names.firstIndex(of: nil) as Any)

