// Found by lesson-bench conformance --seed 8 (program 137), reduced; the engine differed: line 1: printed '2 8.875 [App.E137_0.stopped]'; swiftc's: '2 8.875 [main.E137_0.stopped]'
enum E137_0 {
    case stopped
}
func run137() {
    var v5: Int = 71
    var v6: [Int] = [8, 6]
    var v8: E137_0 = E137_0.stopped
    print(String(v6.filter { $0 > (-7) }.count), (Double(v5) / 8.0), [v8])
}

run137()

