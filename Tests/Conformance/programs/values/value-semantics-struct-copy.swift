// Assigning a struct copies it; changing the copy leaves the original alone.
struct Point {
    var x: Int
    var y: Int
}

var a = Point(x: 1, y: 2)
var b = a
b.x = 100
print(a, b)
var points = [a, b]
points[0].y = -1
print(a.y, points[0].y)
let c = points[1]
points[1].x = 0
print(c.x, points[1].x)

