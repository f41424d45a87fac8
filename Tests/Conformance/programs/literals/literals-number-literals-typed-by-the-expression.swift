// A number literal takes the type the whole expression gives it: Int literals beside a Double
// are Doubles, in arithmetic and in arrays joined with '+'.
print(3 / 2 * 1.0, 1.0 * 3 / 2, 7 / 2 + 0.5, (7 / 2) + 0.5)
let a = 3 / 2 * 1.0; print(a)
let b: Double = 7 / 2; print(b)
let c = Double(7 / 2); print(c)
let d = 10 / 4 as Double; print(d)
func half(_ x: Double) -> Double { x / 2 }
print(half(5), half(5 / 2))
let arr: [Double] = [1, 2, 3 / 2]; print(arr)
let e = [1, 2, 3].map { Double($0) / 2 }; print(e)
let f = max(1, 2.5), g = min(3, 4); print(f, g)
let h = 5 + 2.5 * 2; print(h)
let i: Float = 1 / 3; print(i)
let j = -7 / 2; print(j, -7.0 / 2)
let k = 2 * Double.pi; print(k)
let l = 1 << 3 + 1; print(l)
let m = (1 + 2) * 3 / 4; print(m)
let n = 1e3; print(n, type(of: n))
let o = 0x10 + 0.5; print(o)
let p: CGFloatLike = 3
typealias CGFloatLike = Double
print(p / 2)
let q = [0.5, 1, 2].reduce(0, +); print(q)
let r = [1, 2, 3].reduce(0, +) / 2; print(r)
let s = Double([1, 2, 3].reduce(0, +)) / 2; print(s)
var t = 0.0; t += 1; print(t)
let u = 100 * 1.1; print(u)

let w = abs(-3) + 0.5; print(w)
let x = 1_000_000 / 3 * 3.0; print(x)
let y = [1: 2.0, 2: 3]; print(y.sorted(by: <))
let z = (1, 2.0); print(z)
let aa: (Int, Double) = (1, 2); print(aa)
let bb = true ? 1 : 2.5; print(bb)

let dd = Array(repeating: 0, count: 2) + [1.5]; print(dd)
let ee = stride(from: 0, to: 1, by: 0.25).map { $0 }; print(ee)
let ff = (1...3).map { Double($0) }.reduce(0, +) / 3; print(ff)
print(1 / 3.0, 2 / 3 as Double, Float(2) / 3 * 3)
print([1, 2] + [1.5])
var ints = [0, 1]
let joined: [Double] = ints.map { Double($0) } + [2]
print(joined)
print(Array(repeating: 1, count: 2) + [0.5])
var zeros = Array(repeating: 0, count: 3)
zeros[0] = 2
print(zeros)
let scores: [Double] = Array(repeating: 0, count: 2)
print(scores)
var grid = Array(repeating: Array(repeating: 0, count: 2), count: 2)
print(grid)
let avgs = Array(repeating: 0, count: 2).map { Double($0) + 0.5 }
print(avgs)
