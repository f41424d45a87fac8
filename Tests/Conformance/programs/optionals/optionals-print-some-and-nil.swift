// print shows a wrapped value as Optional(…) and an empty one as nil.
let a: Int? = 3
let b: Int? = nil
let c: String? = "text"
let d: Double? = 2.5

print(a as Any)
print(b as Any)
print(c as Any)
print(d as Any)
print(a!, c!, d!)
print(String(describing: a))
print(String(describing: b))
print(String(reflecting: c))

