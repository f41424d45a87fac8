import Foundation
var table = ""
for i in 1...3 {
  let row = (1...3).map { String(format: "%3d", $0 * i) }.joined()
  table += row + "\n"
}
print(table, terminator: "")
let name = "Swift"
print(name.padding(toLength: 8, withPad: ".", startingAt: 0) + "|")
print(name.padding(toLength: 3, withPad: ".", startingAt: 0))
print(String(name.prefix(3)).appending("!"), name.appending(" 6"))
print(name + String(repeating: "!", count: 2))
let parts = ["a", "b", "c"]
print(parts.joined(), parts.joined(separator: ", "), parts.reversed().joined(separator: "<"))
print(String(describing: parts), parts.description, "\(parts)")
var s = "hello"
s.replaceSubrange(s.startIndex...s.startIndex, with: "J")
print(s)
s.removeAll { $0 == "l" }
print(s)
s.insert(contentsOf: "ll", at: s.index(s.startIndex, offsetBy: 2))
print(s, s.uppercased())
let line = String(repeating: "=", count: 10)
print(line)
let words = ["one", "two", "three"]
for w in words { print(w.padding(toLength: 6, withPad: " ", startingAt: 0) + "|" + String(w.count)) }
print(words.map { $0.capitalized }.joined(separator: " "))
print(words.map { String($0.first!).uppercased() + $0.dropFirst() })
print("x=\(1), y=\(2.0)")
let numStr = 1234567.description
print(numStr.count, numStr.reversed().map(String.init).joined())
print(String(format: "%@ - %@", "a", "b"))
print(String(format: "%.2f%%", 45.678), String(format: "$%.2f", 1234.5))
print(String(format: "%08.3f", -3.14159), String(format: "%+d", 5))
