// return in forEach skips one element; break in for-in stops the loop.
let values = [1, 2, 3, 4]
values.forEach { v in
    if v == 2 { return }
    print("forEach", v)
}
for v in values {
    if v == 3 { break }
    print("for", v)
}
values.enumerated().forEach { print($0.offset, $0.element) }

