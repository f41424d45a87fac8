// Found by lesson-bench conformance --seed 8 (program 289), reduced; the engine differed: line 1: printed 'S289_0(a: 6, b: "a", c: false) 36'; swiftc's: 'S289_0(a: 6, b: "a", c: false) 144'
struct S289_0: Equatable {
    var a: Int
    var b: String
    var c: Bool
}
enum L289_0: Int, CaseIterable {
    case low = 3
    case mid
}
func run289() {
    var v3: Int = 6
    var v5: String = "ab"
    print(S289_0(a: v3, b: String(v5.prefix(1)), c: (!true)), ((v3 &* v3) &* L289_0.mid.rawValue))
}

run289()

