struct Card: Hashable, Comparable {
  enum Suit: String, CaseIterable, Comparable {
    static func < (a: Suit, b: Suit) -> Bool { allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)! }
    case clubs = "♣", diamonds = "♦", hearts = "♥", spades = "♠" }
  let rank: Int; let suit: Suit
  static func < (a: Card, b: Card) -> Bool { (a.rank, a.suit) < (b.rank, b.suit) }
}
let cards = [Card(rank: 3, suit: .hearts), Card(rank: 3, suit: .clubs), Card(rank: 1, suit: .spades)]
print(cards.sorted().map { "\($0.rank)\($0.suit.rawValue)" })
print(Card.Suit.allCases.map(\.rawValue), Card.Suit.allCases.count)
print(Set(cards + cards).count)
print(cards[0] == Card(rank: 3, suit: .hearts), cards[0] != cards[1])
print(Card.Suit.clubs < .spades, Card.Suit(rawValue: "♥") as Any, Card.Suit(rawValue: "x") as Any)
enum Planet: Int { case mercury = 1, venus, earth, mars = 10, jupiter }
print(Planet.venus.rawValue, Planet.earth.rawValue, Planet.jupiter.rawValue, Planet(rawValue: 11) as Any)
enum Level: Int, Comparable { case low, mid, high
  static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue } }
print([Level.high, .low, .mid].sorted(), Level.high > .mid)
enum Dir: String { case north, south = "S" }
print(Dir.north.rawValue, Dir.south.rawValue, Dir.south)
struct V: Equatable { var a: Int; var b: [String] }
print(V(a: 1, b: ["x"]) == V(a: 1, b: ["x"]), V(a: 1, b: []) == V(a: 2, b: []))
enum Tok: Equatable { case num(Int), op(Character), end }
print(Tok.num(1) == .num(1), Tok.op("+") == .op("-"), Tok.end == .end)
print(cards.contains(Card(rank: 1, suit: .spades)))
