// A property wrapper with arguments: the memberwise initializer passes the wrapped value.
@propertyWrapper
struct Bounded {
    private var stored: Double
    let lower: Double, upper: Double
    init(wrappedValue: Double, _ lower: Double, _ upper: Double) {
        self.lower = lower
        self.upper = upper
        stored = Swift.min(Swift.max(wrappedValue, lower), upper)
    }
    var wrappedValue: Double {
        get { stored }
        set { stored = Swift.min(Swift.max(newValue, lower), upper) }
    }
}
struct Thermostat {
    @Bounded(10, 30) var target = 21.0
    var label = "hall"
}
var a = Thermostat()
var b = Thermostat(target: 45, label: "attic")
print(a.target, b.target, b.label)
a.target = 5
print(a.target)
let c = Thermostat(target: 12.5)
print(c.target, c.label)
