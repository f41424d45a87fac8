// Ranges: contains, clamped, overlaps, reversed.
let r = 1...10
print(r.contains(5), r.contains(11))
print(r ~= 3)
print((0..<5).clamped(to: 2..<10))
print((1...3).overlaps(3...5), (1..<3).overlaps(3..<5))
print(Array((1...4).reversed()))
print((0..<0).isEmpty, (5...5).count)
print(r.lowerBound, r.upperBound, (0..<10).upperBound)
print((1...5).map { $0 * $0 })
print(("a"..."z").contains("q"))
let temperatures = [-5, 12, 25, 40]
for t in temperatures {
    switch t {
    case ..<0: print(t, "freezing")
    case 0..<20: print(t, "cool")
    case 20...30: print(t, "warm")
    default: print(t, "hot")
    }
}

