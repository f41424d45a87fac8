// split(maxSplits:whereSeparator:) asks about each character in turn, and stops asking once
// the last split is made; a negative number of splits traps.
let csv = "a,b;c,d"
let parts = csv.split(maxSplits: 1, whereSeparator: { character in
    print("asked", character)
    return character == "," || character == ";"
})
print(parts)
print(csv.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "," }))
print(csv.split(separator: ",", maxSplits: 0), csv.split(separator: ";", maxSplits: 5))
let limit = -1
print(csv.split(separator: ",", maxSplits: limit))
print("not reached")
