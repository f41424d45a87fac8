// CustomStringConvertible changes print but not String(reflecting:).
enum Coin: CustomStringConvertible {
    case heads, tails
    var description: String {
        switch self {
        case .heads: return "H"
        case .tails: return "T"
        }
    }
}

print(Coin.heads)
print("\(Coin.tails)")
print([Coin.heads, Coin.tails])
print(String(reflecting: Coin.heads))
print(String(describing: Coin.tails))

