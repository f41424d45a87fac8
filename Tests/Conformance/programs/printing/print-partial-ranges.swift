// Partial ranges print as plain structs, with their bound's type; in collections and reflecting.
print(1.5...)
print(..<"m")
print(String(reflecting: ...UInt8(7)))
print(String(describing: 10...))
print([..<3, ..<5])
let r = ...2.0
print("\(r)", r.contains(1.0))
print(Float.pi, Double.pi, Float.pi == Float(Double.pi))
