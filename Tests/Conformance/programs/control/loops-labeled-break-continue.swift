// Labeled statements break or continue an outer loop.
outer: for i in 1...4 {
    for j in 1...4 {
        if j == 3 { continue outer }
        if i == 3 { break outer }
        print(i, j)
    }
}
print("after outer")
var found: (Int, Int)?
search: for a in 1...9 {
    for b in a...9 where a * b == 24 {
        found = (a, b)
        break search
    }
}
print(found.map { "\($0.0)x\($0.1)" } ?? "none")

