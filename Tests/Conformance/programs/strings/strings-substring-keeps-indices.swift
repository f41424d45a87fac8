// A substring shares its base's indices; slicing a substring gives a substring again.
let sentence = "alpha beta gamma"
let words = sentence.split(separator: " ")
let middle = words[1]
print(middle, type(of: middle), middle.count)
let firstA = middle.firstIndex(of: "a")!
print(sentence[firstA], sentence.distance(from: sentence.startIndex, to: firstA))
print(middle[middle.startIndex], middle.dropFirst(), type(of: middle.dropFirst()))
let tail = sentence.suffix(5)
print(tail.prefix(3), tail.hasPrefix("ga"), tail.uppercased())
print(words.map { $0.count }, words.contains("beta"), words[0] < words[1])
var seen = Set<Substring>()
for w in "a b a c b".split(separator: " ") { seen.insert(w) }
print(seen.count, seen.contains("c"))
let joined = words.joined(separator: "+")
print(joined, type(of: joined))
print(Int("42 apples".prefix(2))! + 1)
