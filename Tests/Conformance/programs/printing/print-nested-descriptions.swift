struct Item: CustomStringConvertible { let n: Int; var description: String { "Item#\(n)" } }
struct Plain { let n: Int; let s: String }
let items = [Item(n: 1), Item(n: 2)]
print(items, [Plain(n: 1, s: "a")])
print([Optional(Item(n: 3)), nil])
print(["k": Item(n: 4)])
print((Item(n: 5), Plain(n: 6, s: "b")))
print([[Optional(1)], [nil]])
print(Optional([1, 2]) as Any, Optional("s") as Any, Optional(Item(n: 7)) as Any)
print([1: [2: [3]]])
print([(1, "a"), (2, "b")])
print([1...2, 3...4])
print([Character]("ab"), ["a": Character("b")])
print(Optional(Optional("x")) as Any)
let sub: Substring = "sub"
print([sub], Optional(sub) as Any)
print(["a"][...], [String?.none])
debugPrint([Item(n: 8)], Plain(n: 9, s: "c"), [Plain(n: 9, s: "c")])
print(String(describing: Plain.self), String(describing: [Plain].self))
print([Double.nan, .infinity, -0.0])
print([Float(0.1), 1e20])
print([Int8(-1), 127], [UInt8(255)])
let any: Any = [1, 2]
print(any, [any])
print(Optional<[Int]>.none as Any)
enum Suit: String { case hearts = "H", spades }
print(Suit.hearts, Suit.spades.rawValue, [Suit.hearts], Suit(rawValue: "H") as Any)
enum Code: Int { case a = 1, b }
print(Code.b.rawValue, Code(rawValue: 5) as Any, Code.a)
struct G<T> { var v: T }
print(G(v: 1), G(v: [G(v: "s")]), type(of: G(v: 1.0)))
