// A custom init in an extension keeps the memberwise one.
struct Color {
    var red: Int, green: Int, blue: Int
}
extension Color {
    init(gray: Int) { self.init(red: gray, green: gray, blue: gray) }
}

print(Color(red: 1, green: 2, blue: 3))
print(Color(gray: 128))

