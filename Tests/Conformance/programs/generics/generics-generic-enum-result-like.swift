// A generic enum with associated values.
enum Outcome<Value> {
    case success(Value)
    case failure(String)

    func map<U>(_ f: (Value) -> U) -> Outcome<U> {
        switch self {
        case .success(let v): return .success(f(v))
        case .failure(let e): return .failure(e)
        }
    }
}

let a: Outcome<Int> = .success(4)
let b: Outcome<Int> = .failure("bad")
print(a.map { $0 * 10 })
print(b.map { $0 * 10 })
print(a.map { "\($0)!" })
print(String(reflecting: a))
print(type(of: a.map { Double($0) }))

