// A typealias of a composition adopted by a struct, casts to compositions, and standard
// types adopting the program's protocols through extensions.
protocol Drawable { func draw() -> String }
protocol Sizable { var size: Int { get } }
extension Sizable { func label() -> String { "size \(size)" } }
typealias Widget = Drawable & Sizable

struct Button: Widget {
    func draw() -> String { "[button]" }
    var size: Int { 3 }
    func label() -> String { "button's own label" }
}
struct Text: Drawable { func draw() -> String { "text" } }

let drawables: [Drawable] = [Button(), Text()]
for d in drawables {
    if let s = d as? Sizable { print("sized", s.size) } else { print("unsized", d.draw()) }
    print(d is Widget, d is Sizable & Drawable, (d as? Widget)?.size ?? 0)
}
print(drawables.compactMap { $0 as? Sizable }.count)

func render<T: Widget>(_ t: T) -> String { t.draw() + " " + t.label() }
print(render(Button()))

protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
struct Pet: Named { var name: String }
struct Person: Named, Aged { var name: String; var age: Int }
let things: [Any] = [Pet(name: "Rex"), Person(name: "Ann", age: 30), 7]
for x in things {
    print(x is Named & Aged)
    if let y = x as? Named & Aged { print("both", y.name, y.age) } else { print("not both") }
    switch x {
    case let z as any Aged & Named: print("case both", z.age)
    case is Named: print("case named only")
    default: print("default")
    }
}

protocol Describable { func describe() -> String }
protocol Fancy: Describable {}
extension Int: Fancy { func describe() -> String { "int \(self)" } }
extension String: Describable { func describe() -> String { "string \(self)" } }
let values: [Any] = [1, "a", 2.5]
for v in values {
    print(v is Describable, v is Fancy, (v as? Describable)?.describe() ?? "none")
}
