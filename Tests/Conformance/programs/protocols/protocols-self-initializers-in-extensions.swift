// Self(…), Self.init(…) and .init(…) in a protocol's extension make the conforming type the
// code runs for (a struct, an enum, a class), and Self.init() in a class makes the subclass.
protocol Shape: CustomStringConvertible {
    init(n: Int)
    var n: Int { get }
    static var sides: Int { get }
}
extension Shape {
    static func make() -> Self { Self(n: 2) }
    static func make3() -> Self { Self.init(n: 3) }
    static func make4() -> Self { .init(n: 4) }
    func doubled() -> Self { Self(n: n * 2) }
    static var seven: Self { Self(n: 7) }
    var description: String { "\(Self.self)(\(n)) with \(Self.sides) sides" }
}
struct Square: Shape {
    static let sides = 4
    var n: Int
    init(n: Int) { self.n = n }
}
enum Level: Shape {
    case low, high
    static var sides: Int { 0 }
    init(n: Int) { self = n > 3 ? .high : .low }
    var n: Int { self == .low ? 1 : 5 }
}
final class Box: Shape {
    static let sides = 6
    let n: Int
    init(n: Int) { self.n = n }
}
print(Square.make(), Square.make3(), Square.make4(), Square(n: 5).doubled(), Square.seven)
print(Level.make(), Level.make4(), Level.low.doubled(), Level.seven)
print(Box.make(), Box(n: 1).doubled(), type(of: Box.seven))
let s: any Shape = Square(n: 10)
print(s.doubled(), type(of: s.doubled()))
func grow<T: Shape>(_ t: T) -> T { t.doubled() }
print(grow(Level.high), grow(Square(n: 1)))

class Animal {
    required init() { print("init \(type(of: self))") }
    class func make() -> Self { Self.init() }
    class func make2() -> Self { Self() }
    func sibling() -> Self { Self.init() }
}
class Dog: Animal {}
print(type(of: Dog.make()), type(of: Dog.make2()), type(of: Dog().sibling()))
