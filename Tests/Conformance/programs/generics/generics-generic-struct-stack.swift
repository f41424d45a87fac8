// A generic struct with mutating methods.
struct Stack<Element> {
    private var items: [Element] = []
    var isEmpty: Bool { items.isEmpty }
    mutating func push(_ e: Element) { items.append(e) }
    mutating func pop() -> Element? { items.popLast() }
    func peek() -> Element? { items.last }
}

var ints = Stack<Int>()
ints.push(1)
ints.push(2)
print(ints.pop() as Any, ints.peek() as Any)
var words = Stack<String>()
words.push("x")
print(words)
print(type(of: words))
print(String(reflecting: ints))
_ = ints.pop()
print(ints.isEmpty, ints.pop() as Any)

