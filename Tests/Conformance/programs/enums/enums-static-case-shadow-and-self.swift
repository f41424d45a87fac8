// Methods on an enum using self and switch on a tuple of cases.
enum Hand: CaseIterable {
    case rock, paper, scissors

    func beats(_ other: Hand) -> Bool {
        switch (self, other) {
        case (.rock, .scissors), (.paper, .rock), (.scissors, .paper):
            return true
        default:
            return false
        }
    }
}

for a in Hand.allCases {
    let wins = Hand.allCases.filter { a.beats($0) }
    print(a, "beats", wins)
}
