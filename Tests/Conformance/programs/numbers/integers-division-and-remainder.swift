// Integer division truncates toward zero; the remainder takes the dividend's sign.
let pairs = [(7, 2), (-7, 2), (7, -2), (-7, -2), (0, 5), (9, 3)]
for (a, b) in pairs {
    print("\(a) / \(b) = \(a / b), \(a) % \(b) = \(a % b)")
}
print(17.quotientAndRemainder(dividingBy: 5))
print((-17).quotientAndRemainder(dividingBy: 5))
print(10.isMultiple(of: 5), 10.isMultiple(of: 3), 0.isMultiple(of: 0))

