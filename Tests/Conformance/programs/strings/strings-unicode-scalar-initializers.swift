let u = UnicodeScalar(65)
print(u)
let n = 66
let v = UnicodeScalar(n)
print(v as Any)
let w = UnicodeScalar(UInt32(67))
print(w as Any)
print(Character(UnicodeScalar(68)))
if let x = UnicodeScalar(300) { print(x) }
print(String(UnicodeScalar(69)), "x".unicodeScalars.first! == UnicodeScalar(120))
let sc: [UnicodeScalar] = "ab".unicodeScalars.map { $0 }
print(sc.count, UnicodeScalar("z") as Any, Double.leastNormalMagnitude, Float.leastNormalMagnitude)
let zs = "z"
print(UnicodeScalar(zs) as Any, UnicodeScalar("ab") as Any)
let lit: UnicodeScalar = "q"
print(lit, lit.value)
