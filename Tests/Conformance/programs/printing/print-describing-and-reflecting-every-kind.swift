// String(describing:) then String(reflecting:) of one value of each kind.
struct S { var a = 1; var b = "x" }
final class C {}
enum E { case plain, payload(Int, String) }
enum R: String { case raw = "r" }

let values: [(String, Any)] = [
    ("Int", 42), ("Int8", Int8(-8)), ("UInt64", UInt64.max), ("Double", 2.0), ("Float", Float(0.1)),
    ("Bool", false), ("String", "q\"t"), ("Character", Character("c")), ("struct", S()),
    ("class", C()), ("enum", E.plain), ("payload", E.payload(1, "p")), ("raw", R.raw),
    ("tuple", (1, b: "two")), ("range", 1..<4), ("closed", 0.5...1.5), ("array", [[1], [2, 3]]),
    ("dict", ["k": [1.5]]), ("optional", Optional("o") as Any), ("nil", Optional<Int>.none as Any),
    ("set", Set(["only"])), ("type", S.self), ("slice", [1, 2, 3][1...]),
]
for (label, value) in values {
    print(label + ":", String(describing: value), "|", String(reflecting: value))
}

