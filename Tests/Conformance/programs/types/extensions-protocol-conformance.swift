// Conformance added in an extension.
struct Temperature {
    var degrees: Int
}
extension Temperature: CustomStringConvertible {
    var description: String { "\(degrees)°" }
}
extension Temperature: Comparable {
    static func < (a: Temperature, b: Temperature) -> Bool { a.degrees < b.degrees }
}

let temps = [Temperature(degrees: 20), Temperature(degrees: -5), Temperature(degrees: 12)]
print(temps)
print(temps.sorted())
print(temps.max()!)
print("\(temps[0])")

