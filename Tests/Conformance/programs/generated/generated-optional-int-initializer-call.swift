// Found by lesson-bench conformance --seed 9 (program 453), reduced; the engine differed: trapped: 'for-in loop requires 'Int.Type' to conform to 'Sequence''; swiftc's build did not
func run453() {
    var v1: Int = 99
    var v3: [Int] = [6, 8]
    var v6: Bool = v3.contains((false ? 1 : 0))
    print("line8", (v6 ? 1 : 0), (min(0.1, 0.1) < 3.0), (Int?(v1) ?? 2932878))
}

run453()

