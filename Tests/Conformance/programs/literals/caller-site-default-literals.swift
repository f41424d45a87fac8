// Default #line, #function and #fileID take the caller's position, wherever the call is.
func trace(_ note: String = "", where function: String = #function, at line: Int = #line,
           in file: String = #fileID) -> String {
    "\(file):\(line) [\(function)] \(note)"
}
struct Ledger {
    var entries: [String] = []
    mutating func add(_ amount: Int) {
        entries.append(trace("add \(amount)"))
    }
    static func open() -> Ledger {
        print(trace())
        return Ledger()
    }
    subscript(index: Int) -> String { entries[index] }
}
enum Unit {
    case grams
    var label: String { trace("label") }
}
var ledger = Ledger.open()
ledger.add(5)
ledger.add(
    7
)
print(ledger[0])
print(ledger[1])
print(Unit.grams.label)
print(trace("explicit", where: "custom", at: 1, in: "x/y.swift"))
func outer() -> String {
    func inner() -> String { trace("nested") }
    return inner()
}
print(outer())
