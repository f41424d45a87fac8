// typealias names an existing type.
typealias Score = Int
typealias Pair<T> = (first: T, second: T)
typealias Handler = (String) -> Int

let s: Score = 10
let p: Pair<String> = ("a", "b")
let h: Handler = { $0.count }
print(s, type(of: s))
print(p, p.first)
print(h("four"))
print(Score.self)

