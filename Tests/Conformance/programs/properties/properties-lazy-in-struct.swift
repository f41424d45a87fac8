// lazy in a struct needs a var, and is computed on first use.
struct Circle {
    var radius: Double
    lazy var area: Double = {
        print("computing area")
        return radius * radius * 3
    }()
}

var c = Circle(radius: 2)
print("made")
print(c.area)
print(c.area)
c.radius = 10
print(c.area)
var copy = Circle(radius: 1)
let x = copy.area
print(x)

