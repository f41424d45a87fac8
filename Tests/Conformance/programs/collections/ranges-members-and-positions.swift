let r = 1...5
print(r, r.count, r.contains(3), r.lowerBound, r.upperBound, r.isEmpty)
let h = 0..<0
print(h.isEmpty, h.count, (0..<3).last!, (0..<3).first!)
print(r.map { $0 }, Array(r.reversed()), r.reduce(0, +))
print((1..<10).clamped(to: 3..<5), (1...10).clamped(to: 5...20))
print((1...3).overlaps(3...5), (1..<3).overlaps(3..<5))
print(r ~= 3, (1.0...2.0).contains(1.5), ("a"..."f").contains("c"))
let pr = ...10
print(pr.contains(-5), pr ~= 11)
let arr = Array(10...20)
print(arr[2...], arr[..<2], arr[...1])
let dr = 0.0..<1.0
print(dr, dr.contains(1.0))
print(stride(from: 0, through: 1, by: 0.5).map { $0 })
for i in (0..<3).reversed() { print(i, terminator: "") }
print()
print((1...3).map(String.init), (1...5).filter { $0 % 2 == 1 })
print(type(of: 1...2), type(of: 1..<2), type(of: ..<2))
print((-3...(-1)).count, (1..<4).firstIndex(of: 2) as Any)
let letters = "abcdefghij"
let r2 = letters.index(letters.startIndex, offsetBy: 2)..<letters.index(letters.startIndex, offsetBy: 5)
print(letters[r2], letters[r2].count)
print(Array(1...3).map { $0 * 2 }.description)
