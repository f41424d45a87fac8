// class members can be overridden; static ones cannot.
class Base {
    class func kind() -> String { "base" }
    static func fixed() -> String { "fixed" }
    class var label: String { "Base" }
    func whoAmI() -> String { type(of: self).kind() }
}
final class Sub: Base {
    override class func kind() -> String { "sub" }
    override class var label: String { "Sub" }
}

print(Base.kind(), Sub.kind())
print(Base.fixed(), Sub.fixed())
print(Base.label, Sub.label)
let b: Base = Sub()
print(b.whoAmI())
print(type(of: b).label)

