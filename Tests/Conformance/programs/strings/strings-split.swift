// split on a character, with and without empty pieces.
let csv = "a,b,,c,"
print(csv.split(separator: ","))
print(csv.split(separator: ",", omittingEmptySubsequences: false))
print(csv.split(separator: ",", maxSplits: 1))
let sentence = "  the quick  brown fox "
print(sentence.split(separator: " "))
print(sentence.split(separator: " ").map(String.init).joined(separator: "_"))
print("a-b_c".split(whereSeparator: { $0 == "-" || $0 == "_" }))
let parts: [Substring] = "one two".split(separator: " ")
print(parts.map { $0.count })
print(type(of: csv.split(separator: ",")))

