func a(_ x: Double) { print("a double") }
func a<T>(_ x: T) { print("a generic") }
a(1)
func b(_ x: Double) { print("b double") }
func b(_ x: CustomStringConvertible) { print("b protocol") }
b(1)
func c(_ x: Double) { print("c double") }
func c(_ x: Int?) { print("c optional") }
c(1)
func d(_ x: Double) { print("d double") }
func d(_ x: Any?) { print("d any?") }
d(1)
func e(_ x: Float) { print("e float") }
func e(_ x: Any) { print("e any") }
e(1)
func f(_ x: Double) { print("f double") }
func f(_ x: Any) { print("f any") }
f(1.5)
func g(_ x: Int) { print("g int") }
func g(_ x: Any) { print("g any") }
g(1)
func h(_ x: String) { print("h string") }
func h(_ x: Any) { print("h any") }
h("s")
func k(_ x: Double, _ y: Int) { print("k double") }
func k(_ x: Any, _ y: Any) { print("k any") }
k(1, 2)
func h2(_ x: Double) { print("h2 double") }
func h2(_ x: Int) { print("h2 int") }
h2(1); h2(1.5); h2(-2)
func m(_ x: Float) { print("m float") }
func m(_ x: Double) { print("m double") }
m(2.5)
func p(_ x: Double, _ s: String) { print("p double", x) }
func p(_ x: Any, _ n: Int) { print("p any") }
p(1, "a")
func q(_ x: Double) { print("q", x) }
q(1)
func r<T: Numeric>(_ x: T) { print("r generic", x) }
func r(_ x: Double) { print("r double", x) }
r(3)
func s(_ x: Double, _ y: Double) { print("s doubles") }
func s(_ x: Int, _ y: Any) { print("s int any") }
s(1, 2)
