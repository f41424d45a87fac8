// Inside generic code an overload is chosen once, from what the placeholder is known to be
// (its constraints, written in <> or in a where clause), not from the value at run time; a
// value known as Any takes an Any overload before a generic one.
protocol Named { var name: String { get } }
protocol Titled: Named { var title: String { get } }
extension Named { func hello() -> String { "hello \(name)" } }
func describe<T>(_ x: T) -> String { "any \(x)" }
func describe<T: Named>(_ x: T) -> String { "named \(x.name)" }
func describe<T: Named & Equatable>(_ x: T) -> String { "named equatable \(x.name)" }
struct A: Named { let name = "a"; func hello() -> String { "A's own hello" } }
struct B: Named, Equatable { let name = "b" }
struct C: Titled { let name = "c"; let title = "Dr" }

func plain<T>(_ x: T) -> String { describe(x) }
func named<T: Named>(_ x: T) -> String { describe(x) + " / " + x.hello() }
func whereNamed<T>(_ x: T) -> String where T: Named { describe(x) + " / " + x.hello() }
func both<T: Named>(_ x: T) -> String where T: Equatable { describe(x) }
func titled<T: Titled>(_ x: T) -> String { describe(x) }
print(describe(1), describe(A()), describe(B()))
print(plain(A()), plain(B()), plain(3))
print(named(A()), named(B()))
print(whereNamed(A()), whereNamed(B()))
print(both(B()), titled(C()))

struct Box<T> { let t: T; func show() -> String { describe(t) } }
struct NamedBox<T: Named> { let t: T; func show() -> String { describe(t) } }
print(Box(t: A()).show(), NamedBox(t: A()).show())

func equal<T: Comparable>(_ a: T, _ b: T) -> String { same(a, b) }
func same<T>(_ a: T, _ b: T) -> String { "unconstrained" }
func same<T: Equatable>(_ a: T, _ b: T) -> String { "equatable \(a == b)" }
print(equal(1, 1), same(1, 2), same([1], [1]))

func show(_ x: Any) -> String { "Any" }
func show<T>(_ x: T) -> String { "T" }
let something: Any = 1
let mixed: [Any] = [1, "s"]
print(show(something), show(1), mixed.map { show($0) })
