let line = "a,b,,c,d,,"
print(line.split(separator: ","))
print(line.split(separator: ",", omittingEmptySubsequences: false))
print(line.split(separator: ",", maxSplits: 2))
print(line.split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false))
print(line.split(whereSeparator: { $0 == "," || $0 == "c" }))
let sentence = "  The quick  brown fox  "
let words = sentence.split(separator: " ")
print(words.count, words.map { $0.count })
print(words.joined(separator: "_"))
print(sentence.split(separator: " ", omittingEmptySubsequences: false).count)
let nums = "10 20 x 30".split(separator: " ").compactMap { Int($0) }
print(nums, nums.reduce(0, +))
let csv = """
name,age
Ann,30
Bob,25
"""
for row in csv.split(separator: "\n").dropFirst() {
  let f = row.split(separator: ",")
  print("\(f[0]) is \(f[1])")
}
print([1, 2, 0, 3, 0, 0, 4].split(separator: 0))
print([1, 2, 0, 3, 0, 0, 4].split(separator: 0, omittingEmptySubsequences: false))
