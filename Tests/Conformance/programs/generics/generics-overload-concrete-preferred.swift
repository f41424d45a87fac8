// A concrete overload wins over a generic one; inside a generic, the generic one is used.
func show<T>(_ x: T) -> String { "generic" }
func show(_ x: Int) -> String { "Int" }
func callShow<T>(_ x: T) -> String { show(x) }

print(show(1))
print(show("a"))
print(callShow(1))
print(callShow("a"))

