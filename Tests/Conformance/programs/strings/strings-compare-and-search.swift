import Foundation
let names = ["alice", "Bob", "carol", "Dave"]
print(names.filter { $0.first!.isUppercase }, names.map { $0.capitalized })
print(names.first { $0.hasPrefix("c") } ?? "-", names.firstIndex { $0.count == 3 } ?? -1)
print(names.contains("bob"), names.contains { $0.lowercased() == "bob" })
let sentence = "The rain in Spain stays mainly in the plain"
print(sentence.components(separatedBy: "ain").count - 1, sentence.lowercased().components(separatedBy: "the").count - 1)
print(sentence.split(separator: " ").filter { $0.contains("ain") }.map(String.init))
print(sentence.range(of: "Spain").map { sentence.distance(from: sentence.startIndex, to: $0.lowerBound) } ?? -1)
print(sentence.hasPrefix("The"), sentence.hasSuffix("plain"), sentence.starts(with: "the"))
if let r = sentence.range(of: "stays") { print(sentence[r.upperBound...].trimmingCharacters(in: .whitespaces)) }
let email = "user@example.com"
let parts = email.split(separator: "@")
print(parts.count == 2, parts.first!, parts.last!.split(separator: ".").last!)
print(email.contains("@") && email.contains("."), email.firstIndex(of: "@").map { email[..<$0] }!)
print("Hello" == "hello", "Hello".lowercased() == "hello", "a" < "B", "a".uppercased() < "B")
print("straße".count, "STRASSE".lowercased(), "ǅ".lowercased(), "ﬁ".uppercased())
print("abc".compare("abd") == .orderedAscending, "10" < "9", Int("10")! < Int("9")!)
print("  padded  ".trimmingCharacters(in: .whitespaces) + "|", "\ttab\n".trimmingCharacters(in: .whitespacesAndNewlines) + "|")
