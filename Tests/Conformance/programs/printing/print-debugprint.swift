// debugPrint writes what String(reflecting:) gives.
debugPrint("text")
debugPrint(1, 2.5, "a", separator: ", ")
debugPrint(["x": 1])
debugPrint(Character("z"))
struct P { var s = "v" }
debugPrint(P())
debugPrint(Optional(3) as Any)
print("text", terminator: "|")
debugPrint("end")
