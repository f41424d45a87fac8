// A slice keeps its array's positions: position 0 lies before a slice that starts at 1.
let scores = [90, 72, 85, 60]
let rest = scores[1...]
print(rest, rest.startIndex, rest[1], rest[2...], rest[1..<3])
print(rest[0])
print("not reached")
