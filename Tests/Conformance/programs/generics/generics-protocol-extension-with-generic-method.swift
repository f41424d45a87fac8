// A generic method in a protocol extension, called on several types.
protocol Named {
    var name: String { get }
}
extension Named {
    func tagged<T>(with value: T) -> String { "\(name)[\(value)]" }
}
struct City: Named { var name: String }
struct Pet: Named { let name = "rex" }

print(City(name: "Oslo").tagged(with: 1))
print(Pet().tagged(with: "good"))
print(Pet().tagged(with: [true]))
let all: [any Named] = [City(name: "Rome"), Pet()]
print(all.map { $0.tagged(with: 0.5) })
