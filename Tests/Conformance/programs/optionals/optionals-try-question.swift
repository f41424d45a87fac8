// try? turns an error into nil; a nested optional is flattened.
enum ParseError: Error { case bad }

func parse(_ s: String) throws -> Int {
    guard let n = Int(s) else { throw ParseError.bad }
    return n
}
func parseMaybe(_ s: String) throws -> Int? {
    if s.isEmpty { return nil }
    return try parse(s)
}

print(try? parse("5") as Any)
print((try? parse("x")) as Any)
print((try? parseMaybe("")) as Any)
print((try? parseMaybe("8")) as Any)
let sum = (try? parse("1")) ?? 0 + 10
print(sum)

