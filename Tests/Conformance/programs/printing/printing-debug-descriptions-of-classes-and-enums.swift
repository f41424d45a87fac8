// Classes and enums with and without custom descriptions, alone, optional and inside collections.
final class Node {
    var value: Int
    var next: Node?
    init(_ value: Int, next: Node? = nil) { self.value = value; self.next = next }
}
final class Tagged: CustomDebugStringConvertible {
    let tag: String
    init(tag: String) { self.tag = tag }
    var debugDescription: String { "<Tagged \(tag)>" }
}
enum Token: CustomStringConvertible, CustomDebugStringConvertible {
    case number(Int)
    case word(String)
    case end
    var description: String {
        switch self {
        case .number(let n): return "\(n)"
        case .word(let w): return w
        case .end: return "."
        }
    }
    var debugDescription: String { "Token(\(description))" }
}
enum Plain { case north, south(degrees: Int) }

let list = Node(1, next: Node(2))
print(list.value, list.next?.value as Any, list.next?.next as Any)
print(Node(3))
print([Node(4)].count)
let t = Tagged(tag: "a")
print(t, [t], t as Any)
debugPrint(t)
let tokens: [Token] = [.number(4), .word("hi"), .end]
print(tokens)
print(tokens.map(\.description).joined(separator: " "))
print(tokens[0], "\(tokens[1])", String(describing: tokens[2]), String(reflecting: tokens[2]))
let maybe: Token? = .word("x")
print(maybe as Any, maybe!)
print(Plain.north, Plain.south(degrees: 10), [Plain.north])
debugPrint(Plain.south(degrees: 5))
print((Plain.north, Token.end))
