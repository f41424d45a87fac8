// Reading past the end of an array traps.
let scores = [90, 85, 77]
for i in 0...scores.count {
    print(i, scores[i])
}

