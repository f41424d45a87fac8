// defer blocks run in reverse order when the scope ends.
func work() {
    print("start")
    defer { print("defer 1") }
    defer { print("defer 2") }
    do {
        defer { print("inner defer") }
        print("inner body")
    }
    print("end of body")
}

work()
for i in 1...2 {
    defer { print("loop defer", i) }
    print("loop body", i)
}

