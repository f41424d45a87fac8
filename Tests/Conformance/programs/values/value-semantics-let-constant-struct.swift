// A let struct's properties cannot change; a let class reference's can.
struct Size {
    var w = 1
}
final class Frame {
    var w = 1
}

let size = Size()
let frame = Frame()
frame.w = 10
print(size.w, frame.w)
var mutableSize = size
mutableSize.w = 20
print(size.w, mutableSize.w)
