// description is used for elements in collections too, unless debugDescription exists.
struct Chip: CustomStringConvertible {
    var value: Int
    var description: String { "chip\(value)" }
}
struct Token: CustomDebugStringConvertible {
    var id: Int
    var debugDescription: String { "Token#\(id)" }
}

print([Chip(value: 1), Chip(value: 2)])
print(Chip(value: 3))
print([Token(id: 1)])
print(Token(id: 2))
print(String(describing: Token(id: 3)))
print(["k": Chip(value: 4)])
print((Chip(value: 5), Token(id: 6)))

