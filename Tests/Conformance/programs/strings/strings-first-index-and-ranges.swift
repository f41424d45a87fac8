// firstIndex(of:), distances and substrings by index.
let s = "hello, world"
if let comma = s.firstIndex(of: ",") {
    print(s[..<comma])
    print(s[s.index(after: comma)...])
    print(s.distance(from: s.startIndex, to: comma))
}
print(s.firstIndex(of: "z") == nil)
if let o = s.lastIndex(of: "o") {
    print(s.distance(from: s.startIndex, to: o))
}
let fifth = s.index(s.startIndex, offsetBy: 4)
print(s[fifth])
print(s[s.index(s.endIndex, offsetBy: -5)...])
print(s.firstIndex(where: { $0.isWhitespace }).map { s.distance(from: s.startIndex, to: $0) } as Any)

