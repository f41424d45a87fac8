// Subscripted with positions, reversed() is Sequence's: an array, with an array's traps.
let a = [1, 2, 3, 4]
print(a.reversed()[0], a.reversed()[1...], Array(a.reversed()[1...]))
print("abc".reversed()[0], "abc".reversed()[1...])
let r = a.reversed()
print(r.first!, Array(r))
print(a.reversed()[..<2].reduce(0, +))
print(a.reversed()[7])
print("not reached")
