// Inside a generic function an argument of type T reaches only the generic overload.
func tag(_ value: Int) -> String { "Int(\(value))" }
func tag(_ value: String) -> String { "String(\(value))" }
func tag<T>(_ value: T) -> String { "T=\(T.self)" }
func tag(_ value: Int?) -> String { "Int?" }

func forward<T>(_ value: T) -> String { tag(value) }
func pair<A, B>(_ a: A, _ b: B) -> String { "\(A.self) & \(B.self)" }
func wrap<T>(_ value: T) -> [T] { [value] }

print(tag(3), tag("x"), tag(2.5))
print(forward(3), forward("x"))
let optional: Int? = nil
print(tag(optional), forward(optional))
let number: Any = 9
print(tag(number))
print(pair(1, [true]), pair("s", Optional(1.5)))
print(wrap(4), type(of: wrap("z")))
