import Foundation
let name: String? = "Ann"
let age: Int? = nil
print("Name: \(name ?? "unknown"), age: \(age.map(String.init) ?? "n/a")")
print("Name: \(String(describing: name))")
print("Age: \(age as Any)")
print("Arr: \([1, nil, 3] as [Int?])")
print("Nested: \([[1, 2], [3]]) \(["a": [1]])")
print("Tuple: \((1, "a"))")
print("Double: \(1.0) \(0.1 + 0.2) \(Float(2.5)) \(1e100)")
print("Expr: \(2 * 3 + 1) \(name?.count ?? 0) \(age == nil ? "none" : "some")")
print("Char: \(Character("x")) \(Array("hi"))")
print("Range: \(1...3) \(0..<2)")
print("Bool: \(true && false) \(!true)")
let items = ["pen": 1.5]
print("Dict: \(items)")
print("Escapes: \("quoted \"x\"") \\ \t|")
print("Multi \("nested \("inner \(1 + 1)")")")
let x = 42
print("\(x)%")
print("Padded: \(String(x).padding(toLength: 5, withPad: " ", startingAt: 0))|")
print("Pct: \(Double(x) / 100)")
let s = "Total" + ": " + String(x) + "!"
print(s)
var out = "a"
out += "b"
out.append("c")
out.append(contentsOf: ["d", "e"])
out.insert("Z", at: out.startIndex)
print(out, out.count)
out.remove(at: out.startIndex)
out.removeLast()
print(out, out.popLast() as Any, out)
print(String(repeating: "ab", count: 3), String(repeating: Character("-"), count: 4))
print(String(42), String(3.5), String(true), String("ab".reversed()), String(Character("c")))
print("\(Optional(3)!)")
