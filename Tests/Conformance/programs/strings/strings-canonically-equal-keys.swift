// "é" written as one scalar or as "e" and a combining accent is the same string: the same
// element of a set, the same key of a dictionary.
let composed = "é", decomposed = "e\u{301}"
print(composed == decomposed, composed.unicodeScalars.count, decomposed.unicodeScalars.count)
print(Set([composed, decomposed]).count, Set([Character(composed), Character(decomposed)]).count)
var visits: [String: Int] = [:]
visits[composed, default: 0] += 1
visits[decomposed, default: 0] += 1
print(visits.count, visits[composed]!, visits["cafe\u{301}"] as Any)
print(Dictionary(grouping: ["café", "cafe\u{301}", "cafe"], by: { $0 }).count)
print(Set(["Å", "A\u{30A}", "\u{212B}"]).count)
var seen = Set<String>()
for word in ["naïve", "nai\u{308}ve", "naive"] { print(word, seen.insert(word).inserted) }
