// Caesar cipher and ROT13 with unicodeScalars
func shift(_ c: Character, by n: Int) -> Character {
  guard let ascii = c.asciiValue else { return c }
  if c.isUppercase {
    return Character(UnicodeScalar((Int(ascii) - 65 + n + 26) % 26 + 65)!)
  } else if c.isLowercase {
    return Character(UnicodeScalar((Int(ascii) - 97 + n + 26) % 26 + 97)!)
  }
  return c
}
func caesar(_ s: String, _ n: Int) -> String { String(s.map { shift($0, by: n) }) }
let msg = "Hello, World! Ünïcode 123"
let enc = caesar(msg, 3)
print(enc)
print(caesar(enc, -3))
print(caesar(msg, 13) == caesar(caesar(msg, 13), 0))
var counts = [Character: Int]()
for ch in msg.lowercased() where ch.isLetter { counts[ch, default: 0] += 1 }
for (k, v) in counts.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }) { print(k, v, terminator: "; ") }
print()
let scalars = msg.unicodeScalars.filter { $0.isASCII }.map { $0.value }
print(scalars.prefix(5), scalars.count)
print(msg.utf8.count, msg.unicodeScalars.count, msg.count)
