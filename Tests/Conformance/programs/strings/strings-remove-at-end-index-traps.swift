// The end index names no character: removing at it traps.
var word = "swift"
print(word.remove(at: word.startIndex), word)
print(word.remove(at: word.index(before: word.endIndex)), word)
word.remove(at: word.endIndex)
print("not reached")
