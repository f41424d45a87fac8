// Method overloads that differ only in their parameters' types are all candidates, in a type and across a class chain.
struct W {
    func m(_ x: Int?) { print("m optional") }
    func m<T>(_ x: T) { print("m generic") }
}
let i = 1
W().m(i)
W().m(Optional(1))
W().m(nil)
struct D {
    func area(_ x: Int) -> Int { x * 2 }
    func area(_ x: Double) -> Double { x * 3 }
}
print(D().area(2), D().area(2.5))
class A {
    func f(_ x: Int) { print("A int") }
    func f(_ x: String) { print("A string") }
}
class B: A {
    override func f(_ x: Int) { print("B int") }
}
B().f(1)
B().f("s")
let a: A = B()
a.f(2)
a.f("t")
