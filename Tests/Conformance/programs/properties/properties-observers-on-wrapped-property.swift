// Observers on a property with a property wrapper run around the wrapper's setter (SE-0258);
// didSet fetches the old value through the getter only when it reads it (SE-0268).
@propertyWrapper
struct Loud {
    private var stored: Int
    init(wrappedValue: Int) { stored = wrappedValue }
    var wrappedValue: Int {
        get { print("get"); return stored }
        set { print("set \(newValue)"); stored = newValue }
    }
}

struct Counter {
    @Loud var quiet = 0 { didSet { print("quiet changed") } }
    @Loud var told = 0 { didSet { print("told \(oldValue) -> \(told)") } }
    @Loud var warned = 0 {
        willSet { print("warned will be \(newValue)") }
        didSet(previous) { print("warned was \(previous)") }
    }

    init() {
        quiet = 10
        print("init done")
    }

    mutating func bump() { told += 1 }
}

var counter = Counter()
counter.quiet = 1
print("--")
counter.bump()
print("--")
counter.warned = 3
print("--")
counter.told += 5
