// Result from a throwing closure, with map, get and switch.
enum MathError: Error { case divideByZero }
func divide(_ a: Int, _ b: Int) throws -> Int {
    if b == 0 { throw MathError.divideByZero }
    return a / b
}

let good = Result { try divide(10, 2) }
let bad = Result { try divide(1, 0) }
print(good)
print(bad)
print(good.map { $0 * 3 })
print(try good.get())
switch bad {
case .success(let v): print("value", v)
case .failure(let e): print("error", e)
}
do {
    _ = try bad.get()
} catch {
    print("caught", error)
}
let typed: Result<Int, MathError> = .failure(.divideByZero)
print(typed)

