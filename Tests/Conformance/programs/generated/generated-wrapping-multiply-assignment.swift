// Found by lesson-bench conformance --seed 8 (program 10), reduced (the last print added); the engine differed: trapped: 'binary operator '&*=' cannot be applied to operands of type 'Int' and 'Int''; swiftc's build did not
func run10() {
    var v1: Int = 106
    var v2: Int = (-4)
    v1 &*= (min(v1, v1) &* v2)
    print(v1)
}

run10()

