// Extensions add methods, computed properties and initializers.
struct Meters {
    var value: Double
}
extension Meters {
    init(kilometers: Double) { value = kilometers * 1000 }
    var centimeters: Double { value * 100 }
    func doubled() -> Meters { Meters(value: value * 2) }
}
extension Int {
    var squared: Int { self * self }
    func times(_ body: () -> Void) { for _ in 0..<self { body() } }
}

print(Meters(kilometers: 1.5))
print(Meters(value: 2).centimeters)
print(Meters(value: 3).doubled())
print(7.squared, (-3).squared)
3.times { print("tick") }

