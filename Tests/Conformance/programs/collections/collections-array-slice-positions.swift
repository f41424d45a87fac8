// An array slice keeps the positions its elements had in the array.
let scores = [70, 85, 90, 55, 100, 65]
let best = scores[1...4]
print(best, best.count, best.startIndex, best.endIndex)
print(best[2], best.first!, best.last!, best.indices)
if let top = best.firstIndex(of: 100) { print("top at", top, scores[top]) }
print(best.firstIndex { $0 < 60 }!, best.max()!, best.sorted())
let inner = best[2...3]
print(inner, inner.startIndex, type(of: inner))
for i in inner.indices { print(i, inner[i]) }
print(Array(inner).startIndex, Array(inner) == [90, 55], inner == [90, 55])
print([best, inner].map { $0.count }, [scores[..<1], scores[5...]])
