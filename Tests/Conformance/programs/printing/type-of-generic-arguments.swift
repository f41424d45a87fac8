// type(of:) shows every generic argument, also of values that cannot show them (an empty
// array, nil).
let e = [Int]()
let n: String? = nil
let d: [String: Double] = [:]
let s = Set<Character>()
print(type(of: e), type(of: n), type(of: d), type(of: s))
let r: Result<Int, Error> = .success(1)
print(type(of: r), type(of: Optional(Optional(1))))
print(type(of: [1: [1]].first), type(of: 1...), type(of: ..<2.0))
print(type(of: [3, 1].sorted()), type(of: [1, 2].dropFirst()), type(of: "abc".dropFirst()))
let nested: [[String?]] = []
print(type(of: nested), type(of: (1, "a") as (Int, String)?))
