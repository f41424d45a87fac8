// Assigning the property inside its own didSet does not call didSet again.
struct Clamped {
    var value = 0 {
        didSet {
            print("didSet with", value)
            if value > 10 {
                value = 10
            }
            if value < 0 {
                value = 0
            }
        }
    }
}

var c = Clamped()
c.value = 5
c.value = 50
print(c.value)
c.value = -3
print(c.value)

