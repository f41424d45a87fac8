import Foundation
let s = "  apple, banana,,cherry ;date  "
print(s.split(separator: ","))
print(s.split(separator: ",", omittingEmptySubsequences: false))
print(s.split(separator: ",", maxSplits: 1))
print(s.components(separatedBy: ","))
print(s.components(separatedBy: CharacterSet(charactersIn: ",;")))
print(s.trimmingCharacters(in: .whitespaces))
print(s.trimmingCharacters(in: .whitespacesAndNewlines).count)
let words = "the quick  brown fox".split(separator: " ").map(String.init)
print(words, words.count)
print(words.joined(separator: "-"))
print("a-b-c".replacingOccurrences(of: "-", with: "+"))
print("Hello".replacingOccurrences(of: "l", with: ""))
print("banana".replacingOccurrences(of: "an", with: "AN"))
print("hello world".capitalized)
print("HELLO wOrLd".lowercased(), "mixed Case".uppercased())
print("swift".hasPrefix("sw"), "swift".hasSuffix("ft"), "swift".hasPrefix(""))
print("abc".contains("b"), "abc".contains("bd"))
let csv = "name,age\nbob,30\namy,25"
for line in csv.split(separator: "\n") {
  let parts = line.split(separator: ",")
  print(parts[0], parts.last ?? "-")
}
print("a,b,,c".split(separator: ",").count)
print("".split(separator: ","), "".components(separatedBy: ","))
print("one two".split(whereSeparator: { $0 == " " }))
print("x".components(separatedBy: "x"))
