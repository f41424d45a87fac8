import SwiftUI

struct ContentView: View {
    init() {
        var total = 0
        for i in 1...10 where i % 2 == 0 {
            total += i * i
        }
        var squares: [Int] = []
        var i = 0
        while i < 5 {
            squares.append(i * i)
            i += 1
        }
        var counts: [String: Int] = [:]
        for word in ["a", "b", "a"] {
            counts[word] = (counts[word] ?? 0) + 1
        }
        let average = Double(total) / 3.0
        let rounded = Int(average.rounded())
        let label = total > 50 ? "big" : "small"
        print("total \(total) \(label) \(rounded) \(squares) \(counts["a"] ?? 0)")
        let sorted = squares.sorted(by: >).map { $0 + 1 }.filter { $0 > 1 }
        print(sorted.reduce(0, +), String(repeating: "-", count: 3))
    }

    var body: some View {
        Text("Hello")
    }
}
