// Typed throws: the catch knows the error's type.
enum ValidationError: Error {
    case empty
    case tooLong(Int)
}
func validate(_ name: String) throws(ValidationError) -> String {
    if name.isEmpty { throw .empty }
    if name.count > 5 { throw .tooLong(name.count) }
    return name.uppercased()
}

for name in ["bob", "", "alexander"] {
    do {
        print(try validate(name))
    } catch {
        switch error {
        case .empty: print("empty name")
        case .tooLong(let n): print("too long:", n)
        }
    }
}

