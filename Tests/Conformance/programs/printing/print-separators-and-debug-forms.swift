print("a", "b", "c", separator: ", ", terminator: ".\n")
print(1, 2, separator: "")
print()
print("no newline", terminator: "")
print(" continued")
print([1, 2], [String](), [[Int]]())
print(["a", "b"], ["x": "y"])
debugPrint(["a", "b"], ["x": "y"])
debugPrint("quote\"inside", "tab\there", "new\nline")
print("quote\"inside")
debugPrint(Optional("s"), Optional(1) as Any)
debugPrint(1...3, 1..<3, "a"..."c")
print(1...3, 1..<3, ...5, 2...)
print(Array(1...3), Array("ab"))
print([Character("a")], [1.0, 2.5], [Float(1.5)])
debugPrint([Character("a")])
print(String(describing: [1: "one"]))
print(String(reflecting: "x"), String(reflecting: 1))
let any: [Any] = [1, "two", 3.0, [4], Optional(5) as Any, (6, 7)]
print(any)
debugPrint(any)
print(type(of: 1), type(of: "s"), type(of: [1]), type(of: [1: "a"]), type(of: (1, "a")), type(of: Optional(1)))
print(Int.self, [String].self, String?.self)
var s = ""
s = "x y\n"
print(s.count, s.debugDescription)
let emptyStr = ""
print(emptyStr, "|")
print("\u{41}\u{1F600}", "\\n", #"raw \n"#)
struct S { var a = 1; var b = "x"; var c: [Int] = [1]; var d: Int? = nil }
print(S())
debugPrint(S())
enum E { case one, two(Int), three(x: String, y: Double) }
print(E.one, E.two(3), E.three(x: "s", y: 1))
print([E.one, .two(2)])
class C {}
print(C(), [C()])
