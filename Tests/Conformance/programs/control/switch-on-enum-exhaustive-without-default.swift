// An exhaustive switch over an enum needs no default.
enum Phase { case active, inactive, background }
func react(_ p: Phase, previous: Phase) -> String {
    switch (previous, p) {
    case (.background, .active): return "came back"
    case (_, .background): return "went away"
    case (.active, .inactive): return "interrupted"
    case (.inactive, .active): return "resumed"
    case (_, .inactive): return "inactive again"
    case (.active, .active): return "no change"
    }
}

let phases: [Phase] = [.active, .inactive, .background, .inactive, .active, .active]
for (previous, next) in zip(phases, phases.dropFirst()) {
    print(previous, "->", next, ":", react(next, previous: previous))
}
