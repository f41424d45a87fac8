// Found by lesson-bench conformance --seed 9 (program 24), reduced (the last print added); the engine differed: trapped: 'binary operator '^=' cannot be applied to operands of type 'Int' and 'Int''; swiftc's build did not
func run24() {
    var v1: Int = 9935658
    var v3: [Int] = [5, 3740527, 6, 8143160]
    v1 ^= v3.sorted().filter { $0 > 9 }.count
    print(v1)
}

run24()

