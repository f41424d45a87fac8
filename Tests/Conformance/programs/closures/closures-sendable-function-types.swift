// Closure types and what print shows for them.
let add: (Int, Int) -> Int = { $0 + $1 }
let shout: (String) -> String = { $0.uppercased() + "!" }
let noop: () -> Void = {}
print(add(2, 3), shout("hey"))
print(type(of: add))
print(type(of: shout))
print(type(of: noop))
noop()
let table: [String: (Int, Int) -> Int] = ["add": add]
print(table["add"]!(4, 5))
print(table["sub"] == nil)
