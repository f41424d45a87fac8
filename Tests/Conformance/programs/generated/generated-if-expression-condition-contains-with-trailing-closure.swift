// Found by lesson-bench conformance --seed 1 (program 243), reduced; the engine differed: line 1: printed '(-7, "193, 7, -1, -1")'; swiftc's: '(-7, "1")'
func run243() {
    var v3: Int = (-1)
    var v4: Int = (-6)
    var v5: [Int] = [55, 1, 6305142, 119]
    var v7: Int = max(abs(v3 % 1000), (Int("né") ?? v3))
    var v8: String = if (v5.enumerated().map { $0.offset &* $0.element }.contains { $0 % 3 == 0 }) {
        String((Int("") ?? v7))
    } else {
        (([193, 7, (-1)] as [Int]) + [v3]).map { "\($0)" }.joined(separator: ", ")
    }
    print(((Int("-7") ?? v4), v8))
}

run243()

