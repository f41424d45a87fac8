// #function at the top level, in functions with and without labels.
print(#function)
func plain() { print(#function) }
func labeled(_ a: Int, named b: String, c: Bool) { print(#function) }
func noArgs() -> String { #function }
func variadic(_ xs: Int...) { print(#function) }
func withInout(_ x: inout Int) { print(#function) }
plain()
labeled(1, named: "b", c: true)
print(noArgs())
variadic(1, 2)
var n = 0
withInout(&n)

