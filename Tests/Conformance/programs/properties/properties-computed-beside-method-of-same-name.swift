// A property and a method of one base name: the bare name reads the property, a call with
// arguments calls the method (instance and static members, struct, class and enum).
struct Temperature {
    var celsius: Double
    var fahrenheit: Double { celsius * 9 / 5 + 32 }
    func fahrenheit(offset: Double) -> Double { fahrenheit + offset }
    static var unit: String { "C" }
    static func unit(_ plural: Bool) -> String { plural ? "Cs" : "C" }
}
let t = Temperature(celsius: 100)
print(t.fahrenheit, t.fahrenheit(offset: 1))
print(Temperature.unit, Temperature.unit(true))
class Counter {
    var count = 0
    func count(by step: Int) -> Int { count += step; return count }
    var handler: (Int) -> Int = { $0 * 2 }
}
let c = Counter()
print(c.count(by: 3), c.count, c.count(by: 2), c.handler(5))
enum Size {
    case small, large
    var scale: Int { self == .small ? 1 : 10 }
    func scale(_ by: Int) -> Int { scale * by }
}
print(Size.large.scale, Size.large.scale(3))
let f = { t.fahrenheit(offset: $0) }
print(f(2))
