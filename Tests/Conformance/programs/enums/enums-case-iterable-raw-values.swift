// CaseIterable with raw values: sums and lookups.
enum Coin: Int, CaseIterable {
    case penny = 1
    case nickel = 5
    case dime = 10
    case quarter = 25
}

let total = Coin.allCases.reduce(0) { $0 + $1.rawValue }
print("total:", total)
print(Coin.allCases.map(\.rawValue))
print(Coin.allCases.filter { $0.rawValue > 5 })
let names = Coin.allCases.map { "\($0)" }
print(names.joined(separator: ", "))

