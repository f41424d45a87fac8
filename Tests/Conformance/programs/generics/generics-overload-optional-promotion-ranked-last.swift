// An optional promotion costs more than a generic parameter or `Any` when swiftc picks an overload.
func f(_ x: Int?) { print("f optional") }
func f<T>(_ x: T) { print("f generic") }
let i = 5
let o: Int? = 3
f(1)
f(i)
f(i + 1)
f(o)
f(nil as Int?)
f(nil)
f(Optional(i))
f(Optional(1))
f(Optional<Int>(i))
f(i as Int?)
f(Int("3"))
func h(_ x: Int?) { print("h optional") }
func h(_ x: Any) { print("h any") }
h(i)
h(Optional(1))
h(o)
func k(_ x: Int?, _ y: Int, _ z: Int) { print("k optional") }
func k<T>(_ x: T, _ y: T, _ z: T) { print("k generic") }
k(i, i, i)
k(o, i, i)
func m(_ x: Double?) { print("m optional") }
func m<T: Numeric>(_ x: T) { print("m generic") }
m(2.5)
m(Optional(2.5))
let d: Double? = nil
m(d)
