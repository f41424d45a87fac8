// Found by lesson-bench conformance --seed 8 (program 242), reduced; the engine differed: line 1: printed '[App.S242_0(a: 2, b: "S242_1(a: 4, c: false)", c: true)] Optional(-7) [7353349]'; swiftc's: '[main.S242_0(a: 2, b: "S242_1(a: 4, c: f
struct S242_0: Equatable {
    var a: Int
    var b: String
    var c: Bool
}
struct S242_1: Equatable {
    var a: Int
    var c: Bool
}
func run242() {
    var v1: Int = 4
    var v3: [Int] = [7353345]
    var v6: [Int] = v3.sorted(by: >).sorted()
    print([S242_0(a: (Int("hello world") ?? 2), b: String(describing: S242_1(a: v1, c: false)), c: (false || true))], Int("-7") as Any, Array(v6.reversed()).map { $0 &+ 4 })
}

run242()

