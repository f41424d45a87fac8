// A throwing validator stored as a closure, a lazy cache and observers reporting through errors.
enum ValueError: Error, CustomStringConvertible {
    case negative(Int)
    case tooLarge(Int, limit: Int)
    var description: String {
        switch self {
        case .negative(let v): return "\(v) is negative"
        case .tooLarge(let v, let limit): return "\(v) exceeds \(limit)"
        }
    }
}

struct Gauge {
    var validate: (Int) throws -> Void = { value in
        if value < 0 { throw ValueError.negative(value) }
        if value > 100 { throw ValueError.tooLarge(value, limit: 100) }
    }
    var log: [String] = []
    var level = 0 {
        willSet { log.append("will \(level)->\(newValue)") }
        didSet { log.append("did \(oldValue)->\(level)") }
    }
    lazy var label: String = {
        log.append("label made")
        return "Gauge at \(level)"
    }()

    mutating func set(_ value: Int) -> Bool {
        do {
            try validate(value)
            level = value
            return true
        } catch let error as ValueError {
            log.append("refused: \(error)")
            return false
        } catch {
            return false
        }
    }
}

var gauge = Gauge()
print(gauge.set(40), gauge.set(-3), gauge.set(140), gauge.set(70))
print(gauge.label)
print(gauge.label)
gauge.level = 5
print(gauge.label, gauge.level)
for line in gauge.log { print(line) }
let strict = Gauge(validate: { if $0 % 2 != 0 { throw ValueError.negative($0) } })
var copy = strict
print(copy.set(3), copy.set(4), copy.log.last!)
