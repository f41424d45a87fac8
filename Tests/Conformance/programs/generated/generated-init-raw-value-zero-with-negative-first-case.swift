// Found by lesson-bench conformance --seed 1 (program 6), reduced; the engine differed: line 1: printed 'end 4 5125091 [3, 9, 6, 88] Swift nil mid'; swiftc's: 'end 4 5125091 [3, 9, 6, 88] Swift Optional(0) mid'
enum E6_0 {
    case moving(Int)
}
enum L6_0: Int, CaseIterable {
    case low = -1
    case mid
}
func run6() {
    var v4: Int = 4
    var v5: Int = 5125091
    var v6: [Int] = [3, 9, 6, 88]
    var v7: String = "Swift"
    let v8: Int? = L6_0(rawValue: ((false ? 1 : 0) &* L6_0.allCases.count))?.rawValue
    var v14: L6_0 = L6_0.allCases[("\(E6_0.moving(v5))".count & 15) % L6_0.allCases.count]
    print("end", v4, v5, v6, v7, v8 as Any, v14)
}

run6()

