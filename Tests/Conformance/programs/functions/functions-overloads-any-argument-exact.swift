func show<T>(_ x: T) { print("generic", x) }
func show(_ x: Any) { print("any", x) }
let a: Any = "s"
show(1 as Any); show(1); show(a); show("x")
func desc(_ x: CustomStringConvertible) { print("csc", x) }
func desc(_ x: Any) { print("any", x) }
desc(2); desc(2 as Any)
