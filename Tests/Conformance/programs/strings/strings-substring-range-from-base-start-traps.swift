// A range from the base's start reaches outside a substring that starts later.
let s = "Hello, playground"
let sub = s[s.index(s.startIndex, offsetBy: 7)...]
print(sub[sub.startIndex...], sub[..<sub.endIndex])
print(sub[s.startIndex...])
print("not reached")
