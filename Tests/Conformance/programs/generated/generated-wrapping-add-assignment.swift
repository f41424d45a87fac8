// Found by lesson-bench conformance --seed 9 (program 102), reduced (the last print added); the engine differed: trapped: 'binary operator '&+=' cannot be applied to operands of type 'Int' and 'Int''; swiftc's build did not
func run102() {
    var v2: Int = 5
    var v3: Int = 1
    v3 &+= v2
    print(v3)
}

run102()

