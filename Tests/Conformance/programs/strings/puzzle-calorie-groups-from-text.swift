import Foundation
let input = """
1000
2000
3000

4000

5000
6000

7000
8000
9000

10000
"""
let groups = input.components(separatedBy: "\n\n").map { $0.split(separator: "\n").compactMap { Int($0) }.reduce(0, +) }
print(groups)
print(groups.max()!)
print(groups.sorted(by: >).prefix(3).reduce(0, +))
let lines = input.split(separator: "\n", omittingEmptySubsequences: false)
print(lines.count, lines.filter(\.isEmpty).count)
var best = (index: 0, total: 0)
for (i, g) in groups.enumerated() where g > best.total { best = (i, g) }
print(best, best.index)
