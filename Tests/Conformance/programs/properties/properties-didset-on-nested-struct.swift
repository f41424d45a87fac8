// Changing a field of a struct-typed property triggers the property's observers.
struct Point {
    var x = 0
    var y = 0
}
struct Sprite {
    var position = Point() {
        willSet { print("moving from", position, "to", newValue) }
        didSet { print("moved") }
    }
}

var s = Sprite()
s.position.x = 5
s.position = Point(x: 1, y: 1)
s.position.y += 2
print(s.position)

