// Mutating methods change the variable they are called on, and need a var.
struct Stack {
    private(set) var items: [String] = []
    mutating func push(_ s: String) { items.append(s) }
    mutating func pop() -> String? { items.popLast() }
    var top: String? { items.last }
}

var stack = Stack()
stack.push("a")
stack.push("b")
let saved = stack
print(stack.pop() as Any)
print(stack.items, saved.items)
print(saved.top as Any, stack.top as Any)
print(stack.pop() as Any, stack.pop() as Any)

