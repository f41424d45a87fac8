// Found by lesson-bench conformance --seed 9 (program 175), reduced (the last print added); the engine differed: printed 1 more lines: 'moving unmatched'
enum E175_0 {
    case idle
    case moving(Int)
    case named(String, Int)
}
enum L175_0: Int, CaseIterable {
    case low = 1
}
func f175_0(_ p0: Int, _ p1: Int) -> Int {
    return p1
}
func run175() {
    var v1: Int = 59
    var v2: Int = 79
    var v3: [Int] = [(-9)]
    switch E175_0.moving(v1) {
    case .idle:
        var v11: E175_0 = E175_0.moving((((v2 % 1000) + ((-9) % 1000)) &- max(v1, v1)))
    case .moving(let p12) where v3.contains { $0 % 3 == 0 }:
        v1 = v3[(f175_0(v1, v1) & 15) % v3.count]
    case .moving:
        print("moving unmatched")
    case .named(let p15, let p16):
        switch E175_0.named(String((p15 + "Ö").prefix(20)), ((v2 % 1000) - (p16 % 1000))) {
        case .idle:
            let v17: Int? = L175_0(rawValue: ((max(p16, p16) % 1000) * (v3.reduce(0, &+) % 1000)))?.rawValue
        case .moving(let p18):
            print((p16, "x1"))
        case .named(let p20, let p21):
            print((!(-1.25 == 0.75)), (Double(v2) / 7.0))
        }
    }
    print(v1)
}

run175()

