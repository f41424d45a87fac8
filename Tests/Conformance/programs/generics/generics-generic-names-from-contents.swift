// A generic type's name shows its arguments: in print, String(reflecting:) and type(of:).
struct Pair<First, Second> {
    var first: First
    var second: Second
}
struct Box<Wrapped> {
    var content: Wrapped?
}
final class Cell<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
enum Either<Left, Right> {
    case left(Left)
    case right(Right)
}
struct Tagged: CustomDebugStringConvertible {
    var tag: String
    var debugDescription: String { "<\(tag)>" }
}

let pair = Pair(first: 1, second: "one")
print(pair)
print(String(reflecting: pair))
print(type(of: pair))
print(Box(content: [2.5]))
print(type(of: Box(content: Optional(true))))
print(Cell("c"), type(of: Cell([1: "a"])))
let choice: Either<Int, Int> = .left(3)
print(choice, type(of: choice))
print([Pair(first: Tagged(tag: "t"), second: 0)])
print(Tagged(tag: "alone"), "\(Tagged(tag: "inside"))")
