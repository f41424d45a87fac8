let v = Double("x") ?? 0
print(v, Double("abc") ?? 0, Float("q") ?? 1, Int("7") ?? 0)
let s = "2.5"
let w = Double(s) ?? 0
print(w, (Double(s) ?? 0) * 2)
func parse(_ t: String) -> Double? { Double(t) }
print(parse("z") ?? 0, parse("1") ?? 5)
let dict: [String: Double] = [:]
print(dict["a"] ?? 0, [1.5].first ?? 0)
