// Found by lesson-bench conformance --seed 9 (program 162), reduced; the engine differed: line 1: printed 'App.S162_0(a: 7, b: "né", d: 3)|-3971852884439'; swiftc's: 'main.S162_0(a: 7, b: "né", d: 3)|-3971852884439'
struct S162_0: Equatable {
    var a: Int
    var b: String
    var d: Int
}
func run162() {
    var v2: Int = 3
    var v3: Int = 5265733
    var v6: Int = ((0 | 7) % 12)
    print(String(reflecting: S162_0(a: v6, b: "né", d: v2)), (754283 &* (0 &- v3)), separator: "|")
}

run162()

