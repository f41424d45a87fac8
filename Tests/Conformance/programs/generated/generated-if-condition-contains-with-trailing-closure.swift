// Found by lesson-bench conformance --seed 9 (program 325), reduced; the engine differed: stopped after 0 lines; swiftc's went on: '42'
func run325() {
    var v1: Int = 57
    var v3: [Int] = [(-9), 222043, 173]
    var v4: String = "42"
    var v5: String = v4
    if ((Array(v3.prefix(2)) + [v1]).contains { $0 % 3 == 0 }) {
        print((false ? String((v5 + v5).prefix(20)) : v4), separator: "|")
    }
}

run325()

