// A function type written as a value, in parentheses: `((Int) -> String).self`.
print(((Int) -> String).self, ((Int, Int) -> Void).self, (() -> Int).self)
let describe: (Int) -> String = { "\($0)" }
print(type(of: describe), type(of: describe) == ((Int) -> String).self)
