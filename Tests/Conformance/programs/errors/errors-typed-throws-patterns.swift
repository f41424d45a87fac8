// Typed throws: implicit members in throw, in catch patterns and in a switch over error.
enum ParseError: Error {
    case empty
    case badDigit(Character)
    case tooBig(limit: Int)
}
func digit(_ c: Character) throws(ParseError) -> Int {
    guard let value = c.wholeNumberValue else { throw .badDigit(c) }
    return value
}
func parse(_ text: String) throws(ParseError) -> Int {
    if text.isEmpty { throw .empty }
    var total = 0
    for c in text {
        total = total * 10 + (try digit(c))
        if total > 999 { throw .tooBig(limit: 999) }
    }
    return total
}
for input in ["42", "", "4x", "12345"] {
    do {
        print(try parse(input))
    } catch .empty {
        print("empty input")
    } catch .badDigit(let c) {
        print("bad digit", c)
    } catch {
        switch error {
        case .tooBig(let limit): print("over", limit)
        default: print("other", error)
        }
    }
}
do {
    _ = try parse("")
} catch {
    print(type(of: error), error)
}
