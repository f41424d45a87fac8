// compactMap's element type comes from what its closure gives, so a literal joined with it follows.
let a: [Double] = []
print(a.compactMap { $0 }.reduce(0, +))
let texts = ["1.5", "x"]
print(texts.compactMap { Double($0) }.reduce(0, +))
let none: [String] = []
print(none.compactMap { Double($0) }.reduce(0, +))
print(type(of: a.compactMap { $0 }))
