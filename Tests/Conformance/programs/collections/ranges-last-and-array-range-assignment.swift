print((1..<5).firstIndex(of: 3) as Any, (1..<5).firstIndex(of: 9) as Any, (1...4).last!, (0..<0).last as Any, (2..<6).last!)
var b = ["a", "b", "c", "d"]
b[1...2] = ["Q"]
print(b)
b[..<1] = ["x", "y", "z"]
print(b)
b[b.count...] = ["end"]
print(b)
