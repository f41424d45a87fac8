// A limit taken from a longer string lies outside this one: moving an index with it traps.
let s = "Hello"
let long = s + ", playground"
print(s.index(s.startIndex, offsetBy: 2, limitedBy: s.endIndex).map { s[$0] } as Any)
print(s.index(s.startIndex, offsetBy: 10, limitedBy: long.endIndex) as Any)
print("not reached")
