// Found by lesson-bench conformance --seed 9 (program 533), reduced; the engine differed: unsupported: main.swift:6:76: error: cannot find '&+' in scope
func run533() {
    var v3: [Int] = [0, 2, (-7)]
    var w7 = 0
    while w7 < 3 {
        w7 += 1
        print("line8", min((2.5 + 1e3), 1e3.rounded()), (0 &- v3.reduce(0, &+)))
    }
}

run533()
