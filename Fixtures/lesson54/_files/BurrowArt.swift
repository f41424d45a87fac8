import SwiftUI

/// How a bunny is: awake, drowsy or asleep. Her burrow follows it. `Sendable`: plain data.
enum Mood: Sendable {
    case awake, drowsy, asleep
}

// Stand-in for the starter's drawing, which the lesson does not show: the bunny, her mood and her hat, as text.
struct BurrowArt: View {
    let bunny: String
    let mood: Mood
    var hat = ""

    var body: some View {
        VStack {
            Text("\(bunny) is \(mood)")
            if !hat.isEmpty {
                Text("\(bunny) wears \(hat)")
            }
        }
    }
}
