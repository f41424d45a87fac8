// Equatable is synthesized for enums whose payloads are Equatable.
enum Token: Equatable {
    case word(String)
    case number(Int)
    case end
}

let a = Token.word("hi")
print(a == .word("hi"))
print(a == .word("ho"))
print(Token.number(1) != .number(2))
print(Token.end == .end)
print([Token.end, .number(3)].contains(.number(3)))
print([Token.word("x"), .end].firstIndex(of: .end)!)

