// The base's start index lies outside a substring that starts later: measuring from it traps.
let s = "Hello, playground"
let sub = s[s.index(s.startIndex, offsetBy: 7)...]
print(sub, sub.count)
print(sub.distance(from: sub.startIndex, to: sub.endIndex))
print(sub.distance(from: s.startIndex, to: sub.startIndex))
print("not reached")
