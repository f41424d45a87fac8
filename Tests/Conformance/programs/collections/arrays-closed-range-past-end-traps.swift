// A range of positions that reaches past an array's end traps with the array's own words.
let scores = [90, 72, 85]
print(scores[0...2], scores[1...], scores[..<3])
print(scores[...2].reduce(0, +))
print(scores[...3])
print("not reached")
