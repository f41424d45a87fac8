// Static properties belong to the type; a static let is made once.
@MainActor
struct Config {
    static var count = 0
    static let name = "app"
    static var label: String { "\(name)#\(count)" }
    let id: Int
    init() {
        Config.count += 1
        id = Config.count
    }
}

print(Config.label)
let a = Config()
let b = Config()
print(a.id, b.id, Config.count)
print(Config.label)
Config.count = 10
print(Config().id)

