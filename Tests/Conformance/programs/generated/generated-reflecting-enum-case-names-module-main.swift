// Found by lesson-bench conformance --seed 8 (program 60), reduced; the engine differed: line 1: printed 'low 0 App.L60_0.low'; swiftc's: 'low 0 main.L60_0.low'
enum L60_0: Int, CaseIterable {
    case low = 4
}
func run60() {
    var v3: Int = (-1)
    print(L60_0.allCases[(v3 & 15) % L60_0.allCases.count], ([6, 1] as [Int]).sorted(by: >).filter { $0 > 92 }.count, String(reflecting: L60_0.allCases[(v3 & 15) % L60_0.allCases.count]))
}

run60()

