// A property wrapper clamps values; its projected value counts the clamps.
@propertyWrapper
struct Clamped {
    private var value: Int
    private let range: ClosedRange<Int>
    private(set) var projectedValue = 0

    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Int {
        get { value }
        set {
            let clamped = min(max(newValue, range.lowerBound), range.upperBound)
            if clamped != newValue { projectedValue += 1 }
            value = clamped
        }
    }
}

struct Speaker {
    @Clamped(0...10) var volume = 5
}

var s = Speaker()
s.volume = 12
print(s.volume, s.$volume)
s.volume = -4
print(s.volume, s.$volume)
s.volume = 7
print(s.volume, s.$volume)
let loud = Speaker(volume: 99)
print(loud.volume)

