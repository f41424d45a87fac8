// Generic values whose stored parts do not show every argument: a recursive indirect enum
// (the arguments shown by a nested case), an empty generic struct or class made with its
// arguments written, and a case without payload named through its type.
indirect enum Tree<T> { case leaf(T); case node(Tree, Tree) }
let tree: Tree<Int> = .node(.leaf(1), .node(.leaf(2), .leaf(3)))
print(tree)
print(Tree<String>.leaf("a"), Tree.node(.leaf(1.5), .leaf(2.5)))
enum Expr { case num(Int); indirect case add(Expr, Expr) }
print(Expr.add(.num(1), .num(2)))
struct Box<T> {}
print(Box<Int>(), Box<String>.self)
struct Stack<Element> { var items: [Element] = [] }
var stack = Stack<Int>()
print(stack, String(describing: stack))
stack.items.append(4)
print(stack)
let typed: Box<Double> = Box()
print(typed, type(of: typed))
class Node<T> { var next: Node<T>? }
print(Node<Int>(), type(of: Node<String>()))
enum Maybe<T> { case nothing; case just(T) }
let nothing: Maybe<Int> = .nothing
print(nothing, [Maybe<Int>.nothing], Maybe.just("x"))
func make<T>(_ type: T.Type) -> Box<T> { Box<T>() }
print(make(Int.self))
dump(Stack<Bool>())
