// Subscripts with setters and labels, and writing through key paths.
struct Matrix {
    private var values: [Double]
    let size: Int
    init(size: Int) {
        self.size = size
        values = Array(repeating: 0, count: size * size)
    }
    subscript(row: Int, column: Int) -> Double {
        get { values[row * size + column] }
        set(newEntry) { values[row * size + column] = newEntry }
    }
    subscript(diagonal index: Int) -> Double {
        get { self[index, index] }
        set { self[index, index] = newValue }
    }
}
final class Registry {
    private var names: [String: String] = [:]
    subscript(key: String) -> String {
        get { names[key] ?? "?" }
        set { names[key] = newValue.uppercased() }
    }
}
struct Settings {
    var volume: Int
    var theme: Theme
}
struct Theme {
    var name: String
    var contrast: Double
}

var m = Matrix(size: 2)
m[0, 1] = 2.5
m[diagonal: 1] = 7
m[0, 1] += 1
print(m[0, 1], m[1, 1], m[diagonal: 0])
let registry = Registry()
registry["a"] = "first"
print(registry["a"], registry["b"])
var settings = Settings(volume: 3, theme: Theme(name: "light", contrast: 1))
let volume = \Settings.volume
let contrast = \Settings.theme.contrast
settings[keyPath: volume] = 9
settings[keyPath: contrast] *= 2
settings[keyPath: \.theme.name] = "dark"
print(settings[keyPath: volume], settings[keyPath: \Settings.theme].name, settings.theme.contrast)
print([settings, settings].map(\.theme.name))
