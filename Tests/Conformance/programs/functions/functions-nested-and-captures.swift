// Nested functions see and change the enclosing function's variables.
func makeReport(_ values: [Int]) -> String {
    var lines: [String] = []
    var total = 0
    func add(_ v: Int) {
        total += v
        lines.append("+\(v) = \(total)")
    }
    for v in values { add(v) }
    func finish() -> String {
        lines.append("total \(total)")
        return lines.joined(separator: "; ")
    }
    return finish()
}

print(makeReport([1, 2, 3]))
print(makeReport([]))

