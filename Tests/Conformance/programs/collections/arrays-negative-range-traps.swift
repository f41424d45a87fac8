// A range that starts before position 0 traps with "Negative Array index".
let scores = [90, 72, 85]
let start = -1
print(scores[0..<1], scores[(start + 1)...1])
print(scores[start...1])
print("not reached")
