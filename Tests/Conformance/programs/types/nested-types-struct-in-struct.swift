// Nested types and their printed names.
struct Deck {
    struct Card {
        enum Suit: String { case clubs = "♣", hearts = "♥" }
        var rank: Int
        var suit: Suit
    }
    var cards: [Card]
}

let card = Deck.Card(rank: 12, suit: .hearts)
print(card)
print(String(reflecting: card))
print(Deck(cards: [card]))
print(Deck.Card.Suit.clubs.rawValue)
print(Deck.Card.self, String(reflecting: Deck.Card.Suit.self))

