// A required initializer is inherited or overridden by every subclass.
class Widget {
    let id: Int
    required init(id: Int) { self.id = id }
    class func make(_ id: Int) -> Self { Self(id: id) }
}
final class Button: Widget {
    required init(id: Int) {
        super.init(id: id + 100)
    }
}
class Label: Widget {}

print(Widget.make(1).id)
print(Button.make(1).id)
print(type(of: Label.make(2)), Label.make(2).id)
let kinds: [Widget.Type] = [Widget.self, Button.self, Label.self]
print(kinds.map { $0.init(id: 5).id })

