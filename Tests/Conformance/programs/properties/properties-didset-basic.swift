// didSet runs after each assignment, with oldValue.
struct Thermostat {
    var target = 20 {
        didSet {
            print("target \(oldValue) -> \(target)")
        }
    }
}

var t = Thermostat()
t.target = 22
t.target += 1
t.target = 23
print(t.target)

