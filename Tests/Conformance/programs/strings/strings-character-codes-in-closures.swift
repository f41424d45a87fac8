// A character's code shifted inside a closure over a string, its reversal or its parts: the
// literal beside `asciiValue!` is a UInt8, whatever initializer the sum is passed to.
let word = "abc"
print(word.map { Int($0.asciiValue! + 1) })
print(word.dropFirst().map { Int($0.asciiValue! + 1) })
print(word.sorted().map { Int($0.asciiValue! + 1) })
print(word.filter { $0 != "b" }.map { Int($0.asciiValue! + 1) })
print(word.reversed().map { Int($0.asciiValue! + 1) })
print(word.enumerated().map { Int($0.element.asciiValue! + 1) })
print(word.map { UInt8($0.asciiValue! + 1) })
print(word.map { String(UnicodeScalar(UInt8($0.asciiValue! + 1))) }.joined())
print(word.reversed().map { Character(UnicodeScalar($0.asciiValue! - 32)) })
print(word.contains { Int($0.asciiValue! + 1) == 98 })
print(word.first(where: { Int($0.asciiValue! + 1) == 99 })!)
var total = 0
word.forEach { total += Int($0.asciiValue! + 1) }
print(total)
print(word.reduce(0) { $0 + Int($1.asciiValue! + 1) })

// Integer division stays integer division when the result is converted.
let counts = ["a": 5, "b": 7]
print(counts.values.sorted().map { Double($0 / 2) })
print("xyz".enumerated().map { Double($0.offset / 2) })
print(word.reversed().map { Double($0.asciiValue! / 2) })
func half<T: BinaryInteger>(_ x: T) -> Double { Double(x / 2) }
print(half(7), half(UInt8(9)))
