// Building strings with repeating, append and +=.
var line = String(repeating: "=", count: 10)
print(line)
line.append(" title ")
line += String(repeating: "-", count: 3)
print(line)
var s = ""
for i in 1...5 {
    s.append(String(i))
    s.append(i < 5 ? "," : ".")
}
print(s)
var chars = ""
chars.append(Character("x"))
chars.insert("y", at: chars.startIndex)
print(chars)
print(String(repeating: "ab", count: 0).isEmpty)

