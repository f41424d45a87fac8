// Removing several characters from either end of a string, by count.
var code = "ID-42-XYZ"
code.removeFirst(3)
print(code)
code.removeLast(4)
print(code, code.count)
var word = "héllo wörld"
word.removeFirst(6)
word.removeLast(0)
print(word)
var queue = "abc"
while !queue.isEmpty {
    print(queue)
    queue.removeFirst(1)
}
var short = "ab"
short.removeLast(3)
print("not reached")
