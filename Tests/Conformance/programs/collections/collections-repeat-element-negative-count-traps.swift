// repeatElement(_:count:) counts from zero up; a negative count traps (it made an empty sequence).
print(Array(repeatElement("ab", count: 2)), repeatElement(0, count: 0).count)
let missing = 2 - 5
print(Array(repeatElement("-", count: missing)))
print("not reached")
