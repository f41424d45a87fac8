// Found by lesson-bench conformance --seed 8 (program 29), reduced (the last print added); the engine differed: unsupported: main.swift:6:20: error: value of type 'L29_0' has no member 'rawValue'
enum L29_0: Int, CaseIterable {
    case low = -1
}
func run29() {
    var v2: Int = 0
    var v6: Int = (L29_0.allCases[(v2 & 15) % L29_0.allCases.count].rawValue % 9)
    print(v6)
}

run29()
