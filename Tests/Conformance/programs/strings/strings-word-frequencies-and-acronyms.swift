let text = """
It was the best of times, it was the worst of times,
it was the age of wisdom, it was the age of foolishness...
"""
let words = text.lowercased().split { !$0.isLetter }
print(words.count)
var freq: [Substring: Int] = [:]
for w in words { freq[w, default: 0] += 1 }
let top = freq.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(4)
for (w, c) in top { print(w, c) }
print(text.filter { $0 == "," }.count, text.filter(\.isPunctuation).count)
let lines = text.split(separator: "\n")
print(lines.count, lines.map(\.count))
let longest = words.max { $0.count < $1.count }!
print(longest, longest.count)
let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
print(text.lowercased().filter { vowels.contains($0) }.count)
let capitalized = words.prefix(5).map { $0.prefix(1).uppercased() + $0.dropFirst() }
print(capitalized)
let acronym = words.prefix(6).compactMap(\.first).map { String($0).uppercased() }.joined()
print(acronym)
print(Set(words).count, words.firstIndex(of: "age")!, words.lastIndex(of: "was")!)
let sentence = "the quick brown fox"
print(sentence.split(separator: " ").map { String($0.reversed()) }.joined(separator: " "))
print(String(sentence.split(separator: " ").reversed().joined(separator: " ")))
var charCount = [Character: Int]()
sentence.filter { $0 != " " }.forEach { charCount[$0, default: 0] += 1 }
print(charCount.filter { $0.value > 1 }.keys.sorted())
