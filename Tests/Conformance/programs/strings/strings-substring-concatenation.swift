// Joining substrings and strings: the result has the left operand's type.
let word = "lighthouse"
let head = word.prefix(5) + "!"
print(head, type(of: head))
let tail = "<" + word.dropFirst(5)
print(tail, type(of: tail))
let ends = word.prefix(1) + word.suffix(1)
print(ends, type(of: ends), ends.count)
var built = "x"
built += word.prefix(2)
print(built, type(of: built))
print(word.split(separator: "h").map { $0 + "." })
