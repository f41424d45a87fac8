// @autoclosure delays evaluating an argument.
func logIf(_ condition: Bool, _ message: @autoclosure () -> String) {
    if condition {
        print(message())
    }
}
func expensive(_ label: String) -> String {
    print("computing", label)
    return label.uppercased()
}

logIf(false, expensive("a"))
logIf(true, expensive("b"))
func firstNonEmpty(_ a: String, _ b: @autoclosure () -> String) -> String {
    a.isEmpty ? b() : a
}
print(firstNonEmpty("x", expensive("c")))
print(firstNonEmpty("", expensive("d")))

