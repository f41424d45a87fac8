// Found by lesson-bench conformance --seed 8 (program 45), reduced (the last print added); the engine differed: unsupported: main.swift:5:50: error: value of type 'String' has no member 'utf8'
func run45() {
    var v1: Int = 79
    var v4: String = "ab"
    let v7: String = v4
    var v9: Int = ((0 &- (false ? v1 : (-2))) &+ (true ? v7 : v7).utf8.count)
    print(v9)
}

run45()
