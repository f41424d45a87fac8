// An unlabelled tuple takes the labels of the tuple type it is written for.
func minMax(_ a: [Int]) -> (min: Int, max: Int)? { a.isEmpty ? nil : (a.min()!, a.max()!) }
if let m = minMax([3, 1, 4]) { print(m.min, m.max, m) }
print(minMax([]) as Any)
var scores: [(name: String, score: Int)] = []
scores.append(("ann", 7))
scores += [("bob", 9), ("cy", 4)]
print(scores)
print(scores.max { $0.score < $1.score }!.name)
let pick: (lo: Int, hi: Int)? = scores.count > 1 ? (1, 2) : nil
print(pick as Any)
