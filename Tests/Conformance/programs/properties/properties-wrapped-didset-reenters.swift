// Unlike a plain stored property, a wrapped property's didSet runs again when it assigns the
// property itself: the assignment goes through the wrapper's setter (swiftc's behaviour).
@propertyWrapper
struct Plain {
    var wrappedValue: Int
}

struct Volume {
    @Plain var level = 0 {
        didSet {
            print("level set to \(level)")
            if level > 10 { level = 10 }
        }
    }
    var plain = 0 {
        didSet {
            print("plain set to \(plain)")
            if plain > 10 { plain = 10 }
        }
    }
}

var volume = Volume()
volume.level = 4
volume.level = 15
volume.plain = 15
print(volume.level, volume.plain)
