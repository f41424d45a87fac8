// An integer literal used as the base of a member Int lacks but Double has is a Double,
// as swiftc's solver falls back to the literal's other default type.
let root = 3.squareRoot()
print(root)
print(10.truncatingRemainder(dividingBy: 3))
print(4.rounded(), 7.rounded(.down))
print(Double(10) / 3.squareRoot())
// Members Int has keep the literal an Int.
print(7.isMultiple(of: 2), 5.description, 4.magnitude, (-4).signum())
print(2.distance(to: 9))
