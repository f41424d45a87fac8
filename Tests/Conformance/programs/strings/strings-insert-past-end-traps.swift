// An index from a longer string lies past this one's end: inserting there traps.
var word = "abc"
let long = "abcdefgh"
word.insert("!", at: word.endIndex)
word.insert("<", at: word.startIndex)
print(word)
word.insert("x", at: long.index(long.startIndex, offsetBy: 7))
print("not reached")
