// A mutating requirement implemented by a struct and a class.
protocol Toggle {
    mutating func toggle()
}
struct Switch: Toggle {
    var on = false
    mutating func toggle() { on.toggle() }
}
final class Lamp: Toggle {
    var lit = false
    func toggle() { lit = !lit }
}

var s = Switch()
s.toggle()
print(s.on)
let lamp = Lamp()
lamp.toggle()
lamp.toggle()
lamp.toggle()
print(lamp.lit)
var items: [any Toggle] = [Switch(), Lamp()]
for i in items.indices { items[i].toggle() }
print((items[0] as! Switch).on, (items[1] as! Lamp).lit)

