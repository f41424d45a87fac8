import Foundation
struct Student { let name: String; let scores: [Int] }
let students = [Student(name: "Ana", scores: [90, 85, 77]), Student(name: "Ben", scores: [60, 72, 58]),
                Student(name: "Cy", scores: [100, 95, 98])]
func average(_ xs: [Int]) -> Double { xs.isEmpty ? 0 : Double(xs.reduce(0, +)) / Double(xs.count) }
for s in students {
  let avg = average(s.scores)
  let grade: Character
  switch avg {
  case 90...: grade = "A"
  case 80..<90: grade = "B"
  case 70..<80: grade = "C"
  default: grade = "F"
  }
  print("\(s.name.padding(toLength: 5, withPad: " ", startingAt: 0))\(String(format: "%6.2f", avg)) \(grade)")
}
let best = students.max { average($0.scores) < average($1.scores) }!
print("Best:", best.name, average(best.scores))
let all = students.flatMap(\.scores)
print(all.sorted(by: >).prefix(3), all.min()!, all.max()!)
let passed = students.filter { average($0.scores) >= 70 }.map(\.name)
print(passed, passed.joined(separator: " & "))
let byLetter = Dictionary(grouping: students) { $0.name.first! }
print(byLetter.keys.sorted(), byLetter["B"]?.first?.scores ?? [])
print(average([]), average([1, 2]), average([1, 2, 2]))
let histogram = all.reduce(into: [Int: Int]()) { $0[$1 / 10 * 10, default: 0] += 1 }
for bucket in histogram.keys.sorted() { print(bucket, String(repeating: "*", count: histogram[bucket]!)) }
print(String(format: "%.1f%%", Double(passed.count) / Double(students.count) * 100))
