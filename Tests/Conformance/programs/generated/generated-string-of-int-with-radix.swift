// Found by lesson-bench conformance --seed 9 (program 284), reduced (the last print added); the engine differed: unsupported: main.swift:5:22: error: 'String(radix:)' is not provided by lesson-runner
func run284() {
    var v2: Int = 26
    var v3: Int = 2090678
    var v4: [Int] = [130, 147]
    var v9: String = String(v4[(min(v3, v2) & 15) % v4.count], radix: 2)
    print(v9)
}

run284()

