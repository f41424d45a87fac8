// A shared instance declared above the initializer it calls, which has a default for every
// parameter (the shape of Xcode's Core Data template: `static let shared = PersistenceController()`).
struct Controller {
    static let shared = Controller()
    static let preview = Controller(inMemory: true)

    let name: String

    init(inMemory: Bool = false, label: String = "store") {
        name = inMemory ? "\(label) in memory" : "\(label) on disk"
        print("made \(name)")
    }
}

final class Settings {
    nonisolated(unsafe) static let standard = Settings()
    var level: Int
    init(level: Int = 3) { self.level = level }
}

print(Controller.shared.name)
print(Controller.preview.name)
print(Controller(label: "cache").name)
print(Settings.standard.level)
