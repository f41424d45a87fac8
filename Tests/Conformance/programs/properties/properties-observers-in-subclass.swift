// A subclass can observe an inherited property; both observers run.
class Light {
    var brightness = 0 {
        didSet { print("Light didSet", brightness) }
    }
}
final class Lamp: Light {
    override var brightness: Int {
        willSet { print("Lamp willSet", newValue) }
        didSet { print("Lamp didSet", oldValue, "->", brightness) }
    }
}

let lamp = Lamp()
lamp.brightness = 3
let light: Light = lamp
light.brightness = 4

