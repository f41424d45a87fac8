enum ValidationError: Error, CustomStringConvertible {
    case empty, tooLong(Int)
    var description: String {
        switch self {
        case .empty: return "empty"
        case .tooLong(let n): return "too long by \(n)"
        }
    }
}
struct Username {
    let value: String
    init(_ raw: String) throws {
        guard !raw.isEmpty else { throw ValidationError.empty }
        guard raw.count <= 5 else { throw ValidationError.tooLong(raw.count - 5) }
        value = raw
    }
    func shout() throws -> String {
        if value == "quiet" { throw ValidationError.empty }
        return value.uppercased()
    }
    static func make(_ s: String) throws -> Username { try Username(s) }
}
func attempt<T>(_ label: String, _ body: () throws -> T) -> T? {
    do { return try body() } catch { print(label, "failed:", error); return nil }
}
let ok = try Username("amy")
print(ok.value, try ok.shout())
_ = attempt("empty") { try Username("") }
_ = attempt("long") { try Username.make("abcdefgh") }
print(attempt("fine") { try Username("bo").shout() } ?? "-")
let maybe = try? Username("quiet").shout()
print(maybe as Any)
func check(_ names: [String]) -> [String] {
    var good: [String] = []
    for n in names {
        do {
            good.append(try Username(n).value)
        } catch ValidationError.tooLong(let by) {
            print("\(n): over by \(by)")
        } catch {
            print("\(n): \(error)")
        }
    }
    return good
}
print(check(["a", "", "abcdefg", "zed"]))
class Loader {
    func load() throws -> Int { 1 }
}
final class CachedLoader: Loader {
    override func load() -> Int { 42 }
}
print(CachedLoader().load())
let l: Loader = CachedLoader()
print(try l.load())
let results = ["1", "x", "3"].map { s -> Result<Int, ValidationError> in
    if let v = Int(s) { return .success(v) } else { return .failure(.empty) }
}
for r in results {
    switch r {
    case .success(let v): print("ok", v)
    case .failure(let e): print("fail", e)
    }
}
print(try results[0].get())
