// Found by lesson-bench conformance --seed 8 (program 158), reduced (the last print added); the engine differed: unsupported: main.swift:2:34: error: cannot infer contextual base in reference to member 'down'
func run158() {
    var v6: Double = 2.5.rounded(.down).rounded(.towardZero)
    print(v6)
}

run158()
