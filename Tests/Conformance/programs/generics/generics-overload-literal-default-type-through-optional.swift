// A number literal keeps its default type where an overload takes it, also beside an optional of another number type.
func f(_ x: Double?) { print("f optional", x as Any) }
func f<T: BinaryInteger>(_ x: T) { print("f integer", x) }
f(3)
f(2.5)
func g(_ x: Float?) { print("g optional") }
func g(_ x: Any) { print("g any") }
g(1)
g(1.5)
func h(_ x: Double?) { print("h optional") }
func h(_ x: Int) { print("h int") }
h(1)
h(1.5)
