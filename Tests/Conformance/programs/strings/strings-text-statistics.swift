import Foundation
let text = """
The quick brown fox jumps over the lazy dog.
The dog sleeps; the fox runs!
"""
let words = text.lowercased().split { !$0.isLetter }.map(String.init)
print(words.count, Set(words).count)
var counts: [String: Int] = [:]
for w in words { counts[w, default: 0] += 1 }
let top = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(3)
for (w, n) in top { print(w, n) }
print(text.filter { $0 == "\n" }.count + 1, text.components(separatedBy: "\n").map { $0.count })
let sentences = text.split(whereSeparator: { ".!;".contains($0) }).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
print(sentences.filter { !$0.isEmpty })
print(words.map(\.count).max()!, words.filter { $0.count == 5 })
let longest = words.reduce("") { $1.count > $0.count ? $1 : $0 }
print(longest, longest.uppercased(), String(longest.reversed()))
let letters = text.lowercased().filter(\.isLetter)
let freq = Dictionary(grouping: letters, by: { $0 }).mapValues(\.count)
print(freq.filter { $0.value >= 5 }.keys.sorted().map(String.init).joined())
print(letters.count, text.count, text.utf8.count)
let acronym = words.prefix(4).compactMap(\.first).map { String($0).uppercased() }.joined()
print(acronym)
print(words.firstIndex(of: "fox")!, words.lastIndex(of: "fox")!, words.contains("cat"))
