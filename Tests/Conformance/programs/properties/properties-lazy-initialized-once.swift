// A lazy property runs its initializer on first access only.
final class Report {
    lazy var body: String = {
        print("building body")
        return "report of \(items.count) items"
    }()
    var items = [1, 2, 3]
    init() { print("init") }
}

let r = Report()
print("before access")
print(r.body)
r.items.append(4)
print(r.body)
r.body = "replaced"
print(r.body)

