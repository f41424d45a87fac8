// Overloads chosen by the static type of the argument.
func kind(_ x: Int) -> String { "Int" }
func kind(_ x: Double) -> String { "Double" }
func kind(_ x: String) -> String { "String" }
func kind<T>(_ x: T) -> String { "generic \(T.self)" }
func kind(_ x: Int?) -> String { "Optional Int" }

print(kind(1))
print(kind(1.5))
print(kind("s"))
print(kind(true))
print(kind([1]))
let maybe: Int? = 3
print(kind(maybe))
let any: Any = 5
print(kind(any))
let inferred = 2 * 3
print(kind(inferred))

