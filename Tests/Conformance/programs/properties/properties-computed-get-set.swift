// A computed property with a setter.
struct Temperature {
    var celsius: Double
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
}

var t = Temperature(celsius: 100)
print(t.fahrenheit)
t.fahrenheit = 32
print(t.celsius)
t.fahrenheit += 18
print(t.celsius, t.fahrenheit)
struct Rect {
    var width = 2, height = 3
    var area: Int { width * height }
}
print(Rect().area)

