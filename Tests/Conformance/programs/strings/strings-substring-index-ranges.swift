// A substring keeps its base's indices: every kind of range of them reads it, and an index
// moved within a limit stops at the limit, before or behind.
let s = "Hello, playground"
let sub = s[s.index(s.startIndex, offsetBy: 7)...]
let four = sub.index(sub.startIndex, offsetBy: 4)
print(sub[sub.startIndex..<four], sub[sub.startIndex...sub.index(before: four)])
print(sub[four...], sub[..<four], sub[...four])
print(sub[four...][four], sub[four...].count)
print(sub.distance(from: sub.startIndex, to: four), sub.distance(from: sub.endIndex, to: sub.startIndex))
print(s.index(s.startIndex, offsetBy: 3, limitedBy: s.endIndex).map { s[$0] } as Any)
print(s.index(s.startIndex, offsetBy: 30, limitedBy: s.endIndex) as Any)
print(s.index(s.endIndex, offsetBy: -3, limitedBy: s.startIndex).map { s[$0] } as Any)
print(s.index(s.endIndex, offsetBy: -30, limitedBy: s.startIndex) as Any)
let five = s.index(s.startIndex, offsetBy: 5)
print(s.index(five, offsetBy: 3, limitedBy: s.startIndex).map { s[$0] } as Any)
print(s.index(s.startIndex, offsetBy: 5, limitedBy: five).map { s[$0] } as Any)
print(s.index(s.startIndex, offsetBy: 6, limitedBy: five) as Any)
print(sub.index(four, offsetBy: 2, limitedBy: sub.endIndex).map { sub[$0] } as Any)
print(sub.index(four, offsetBy: -5, limitedBy: sub.startIndex) as Any)
