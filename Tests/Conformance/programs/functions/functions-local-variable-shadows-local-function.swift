// In a body, a `let` or `var` and a function of the same name both build; a bare use of the
// name is the variable's, whichever was declared first.
func variableFirst() {
    let total = 10
    func total() -> Int { 20 }
    print(total, total + 1)
}
variableFirst()

func functionFirst() {
    func label(_ n: Int) -> String { "n\(n)" }
    let label = "plain"
    print(label, label.count)
}
functionFirst()

