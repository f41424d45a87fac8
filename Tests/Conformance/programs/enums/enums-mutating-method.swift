// A mutating method on an enum replaces self.
enum Light {
    case red, green, yellow

    mutating func next() {
        switch self {
        case .red: self = .green
        case .green: self = .yellow
        case .yellow: self = .red
        }
    }
}

var light = Light.red
for _ in 0..<5 {
    print(light)
    light.next()
}
print(light)

