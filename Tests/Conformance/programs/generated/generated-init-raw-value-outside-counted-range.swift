// Found by lesson-bench conformance --seed 9 (program 291), reduced; the engine differed: line 1: printed 'Optional(1) nil low'; swiftc's: 'nil nil low'
enum L291_0: Int, CaseIterable {
    case low = 5
    case mid
}
func run291() {
    var v3: Int = 0
    var v4: Int = 3
    var v5: [Int] = [111, 1]
    var w7 = 0
    while w7 < 1 {
        w7 += 1
        v5.append(((0 &- v4) >> 1))
    }
    let v9: Int = (Array(Array(v5.prefix(1)).reversed()).firstIndex(of: (-5)) ?? -1)
    print(L291_0(rawValue: (v3 &- v9))?.rawValue as Any, (v5.allSatisfy { $0 > (-2) } ? Int?((v9 &- v3)) : nil) as Any, L291_0.low)
}

run291()

