// @discardableResult lets a call ignore its result.
struct Log {
    var entries: [String] = []
    @discardableResult
    mutating func add(_ text: String) -> Int {
        entries.append(text)
        return entries.count
    }
}

var log = Log()
log.add("one")
log.add("two")
let n = log.add("three")
print(n, log.entries)
_ = log.add("four")
print(log.entries.last!)

