// Splitting text into lines and words and counting them.
let text = """
    one fish
    two fish
    red fish blue fish
    """
let lines = text.split(separator: "\n")
print(lines.count)
for (n, line) in lines.enumerated() {
    print(n + 1, line.split(separator: " ").count, line)
}
let words = text.split { $0 == " " || $0 == "\n" }
var counts: [Substring: Int] = [:]
for w in words { counts[w, default: 0] += 1 }
print(counts.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })

