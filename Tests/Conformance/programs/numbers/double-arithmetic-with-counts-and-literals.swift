let prices = [1.5, 2.0, 3.25]
let sum = prices.reduce(0, +)
let avg = sum / Double(prices.count)
let total = prices.reduce(0) { $0 + $1 }
let m = max(sum, 2)
let mx = prices.max() ?? 0
let n = prices.count
let half = Double(n) / 2
var acc = 0.0
for p in prices { acc += p }
acc += 1
let s = prices.map { $0 * 2 }.reduce(0, +) + sum
let ints = [1, 2, 3]
let isum = ints.reduce(0, +)
let ratio = Double(isum) / Double(n)
let mixed = Double(isum) + sum
let z = abs(-3) + isum
let w = min(1, 2.5)
let gg = (prices.first ?? 0) + 1
let q = prices[0] * Double(ints[1])
let tt: Double = 3
let uu = tt * 2 + 1
let vv = 1 + tt
let str = "n=" + String(n)
let dict = ["a": 1.5]
let dv = (dict["a"] ?? 0) + sum
let cnt = Double(prices.filter { $0 > 1.6 }.count) / 3
print(sum, avg, total, m, mx, half, acc, s, ratio, mixed, z, w, gg, q, uu, vv, str, dv, cnt)
let e = prices.enumerated().map { Double($0.offset) * $0.element }
let k = stride(from: 0.0, to: 1.0, by: 0.5).map { $0 + 1 }
print(e, k, ints.map(Double.init).reduce(0, +) / 2)
