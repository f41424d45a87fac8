// In a closure whose result is inferred (map's), a literal branch of '?:' or default of '??'
// takes the other operand's type: 0 beside a Double is 0.0.
let a = [1, 2, 3].map { $0 > 1 ? Double($0) : 0 }
print(a)
let b = [1, 2].map { $0 > 1 ? 0 : Double($0) }
print(b)
let x = 2
let c = x > 1 ? Double(x) / 2 : 0
print(c)
let f = { (n: Int) in n > 1 ? Double(n) : 0 }
print(f(0))
let g = [1, 2].map { n -> Double in n > 1 ? Double(n) : 0 }
print(g)
let h = [1, 2].map { $0 > 1 ? 0.5 : 0 }
print(h)
let k = [1, 2].map { Double($0) + 0 }
print(k)
let d: [String: Double] = ["a": 1.5]
let v = ["a", "b"].map { d[$0] ?? 0 }
print(v)
let w = [1, 2].map { n -> Double in if n > 1 { return Double(n) } else { return 0 } }
print(w)
let y = [1.5, 2.5].reduce(0) { $0 + $1 }
print(y)
let z = [1, 2].map { $0 == 1 ? 0 : 2.5 }
print(z)
let opt: Double? = nil
print([opt].map { $0 ?? 0 })
let sums = [[1.5], []].map { $0.isEmpty ? 0 : $0.reduce(0, +) / Double($0.count) }
print(sums)
let m = [3, 4].map { max($0, 0) }
print(m)
let q = [1.0, 2.0].map { $0 > 1 ? $0 : 0 }
print(q)
