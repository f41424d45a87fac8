// A capture list copies the value when the closure is made.
var value = 1
let captured = { [value] in print("captured", value) }
let live = { print("live", value) }
value = 2
captured()
live()

final class Box {
    var n = 0
}
let box = Box()
let boxCaptured = { [box] in print("box", box.n) }
box.n = 5
boxCaptured()
var x = 10, y = 20
let both = { [x, y] in x + y }
x = 0
print(both())

