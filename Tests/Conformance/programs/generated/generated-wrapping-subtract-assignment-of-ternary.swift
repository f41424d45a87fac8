// Found by lesson-bench conformance --seed 9 (program 473), reduced (the last print added); the engine differed: trapped: 'binary operator '&-=' cannot be applied to operands of type 'Int' and 'Int''; swiftc's build did not
func run473() {
    var v1: Int = 5
    var v2: Int = 5
    var v3: [Int] = [6, 8, 1, 6868129]
    v1 &-= ((!false) ? (0 &- v2) : v3[(v1 & 15) % v3.count])
    print(v1)
}

run473()

