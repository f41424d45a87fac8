// Found by lesson-bench conformance --seed 9 (program 230), reduced; the engine differed: unsupported: main.swift:3:57: error: cannot infer contextual base in reference to member 'up'
func run230() {
    var v3: Int = 6
    print("line9", ((Double(v3) / 10.0) > -1.25.rounded(.up)), ([5, (-8), 0, 6] as [Int]).sorted().first(where: { $0 > 9 }) as Any)
}

run230()
