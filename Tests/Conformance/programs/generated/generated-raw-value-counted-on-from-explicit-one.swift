// Found by lesson-bench conformance --seed 8 (program 273), reduced; the engine differed: line 1: printed '(1, "[-9]-0.75")'; swiftc's: '(2, "[-9]-0.75")'
enum L273_0: Int, CaseIterable {
    case low = 1
    case mid
}
func run273() {
    var v3: [Int] = [(-9)]
    print((L273_0.mid.rawValue, "\(v3)-\(0.75)"))
}

run273()

