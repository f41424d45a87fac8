// Moving a String index past the end traps.
let word = "abc"
let last = word.index(word.startIndex, offsetBy: 2)
print(word[last])
let beyond = word.index(word.startIndex, offsetBy: 5)
print(word[beyond])
