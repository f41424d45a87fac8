// Found by lesson-bench conformance --seed 8 (program 279), reduced; the engine differed: line 1: printed 'line14 false a 1'; swiftc's: 'line14 true a 1'
enum L279_0: Int, CaseIterable {
    case low = 2
}
func run279() {
    var v6: [Int] = [6, 1, 197]
    var v7: String = "a"
    print("line14", v6.sorted(by: >).contains { $0 % 3 == 0 }, v7, L279_0.allCases.count)
}

run279()

