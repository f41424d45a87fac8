// Type.method gives a curried function; instance.method a bound one.
struct Scale {
    var factor: Int
    func apply(_ x: Int) -> Int { x * factor }
}

let triple = Scale(factor: 3)
let bound = triple.apply
print(bound(5))
let curried = Scale.apply
print(curried(Scale(factor: 4))(5))
print([1, 2, 3].map(triple.apply))
let upper = String.uppercased
print(upper("abc")())
print(["x", "y"].map { $0.uppercased() })

