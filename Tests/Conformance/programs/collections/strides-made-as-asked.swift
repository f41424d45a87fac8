// A stride makes its values as the loop asks for them: an endless-looking stride that the
// loop leaves early runs as in Swift.
for i in stride(from: 0, to: Int.max, by: 1) {
    if i == 3 { break }
    print(i)
}
for n in stride(from: 0, to: 100_000_000, by: 7) where n > 20 {
    print("first past 20:", n)
    break
}
let odds = stride(from: 1, through: 9, by: 2)
print(Array(odds), odds.map { $0 * $0 }, odds.reduce(0, +), odds.contains(5))
print(stride(from: 10, to: 0, by: -4).map { $0 }, Array(stride(from: UInt8(250), through: 255, by: 2)))
