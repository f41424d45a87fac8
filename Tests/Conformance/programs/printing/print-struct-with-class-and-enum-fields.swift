// Nested values inside a struct print with their full names.
enum Color { case red, green }
class Tag { var label = "t" }
struct Widget {
    var color: Color
    var tag: Tag
    var sizes: [Int]
    var pair: (Int, Int)
    var maybe: Color?
}

let w = Widget(color: .green, tag: Tag(), sizes: [1, 2], pair: (3, 4), maybe: .red)
print(w)
print(String(reflecting: w))

