import Foundation
let word = "Mississippi"
var freq: [Character: Int] = [:]
for c in word { freq[c, default: 0] += 1 }
for (c, n) in freq.sorted(by: { $0.key < $1.key }) { print(c, n) }
let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
print(word.lowercased().filter { vowels.contains($0) }.count)
print(word.reduce(0) { $0 + ($1 == "s" ? 1 : 0) })
print(String(word.map { $0 == "s" ? "$" : $0 }))
var result = ""
for (i, c) in word.enumerated() { result += i.isMultiple(of: 2) ? c.uppercased() : c.lowercased() }
print(result)
let caesar = String(word.map { c -> Character in
  guard let a = c.asciiValue, c.isLowercase else { return c }
  return Character(UnicodeScalar((a - 97 + 3) % 26 + 97))
})
print(caesar)
print(word.unicodeScalars.filter { $0.properties.isUppercase }.count)
print(Array(word.utf8.prefix(3)), word.utf8.first!, word.utf16.count)
print(word.uppercased().sorted().first!, String(word.sorted().reversed()))
let isPal = { (s: String) -> Bool in let c = s.lowercased().filter(\.isLetter); return c == String(c.reversed()) }
print(isPal("A man, a plan, a canal: Panama"), isPal("abc"))
print(String(Array(word).prefix(4)), String(Array(word)[2...]))
print(word.split(separator: "s"), word.split(separator: "ss"))
print(word.components(separatedBy: "ss"))
