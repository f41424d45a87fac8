// Stored property defaults are set before any initializer body runs, subclass and superclass.
class Base {
    var log: [String] = ["base default"]
    init() {
        log.append("Base.init")
        describe()
    }
    func describe() { log.append("Base.describe") }
}
final class Derived: Base {
    var extra = "extra default"
    override init() {
        print("Derived.init before super")
        super.init()
        log.append("Derived.init after super: \(extra)")
    }
    override func describe() { log.append("Derived.describe sees \(extra)") }
}

let d = Derived()
for line in d.log { print(line) }
