// T.self names the type a generic was called with.
func describe<T>(_ value: T) -> String {
    "\(value) is \(T.self)"
}
func make<T: ExpressibleByIntegerLiteral>(_ type: T.Type) -> T { 7 }

print(describe(1))
print(describe("s"))
print(describe([1.5]))
print(describe(Optional(2)))
print(make(Int8.self), type(of: make(Int8.self)))
print(make(Double.self))
let d: UInt16 = make(UInt16.self)
print(d)
func sizeName<T>(of: T.Type) -> String { String(describing: T.self) }
print(sizeName(of: [String: [Int]].self))

