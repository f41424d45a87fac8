// try inside expressions, with ?? and optional chaining.
struct Item {
    var name: String
    func validated() throws -> String {
        if name.isEmpty { throw CocoaLike.empty }
        return name
    }
}
enum CocoaLike: Error { case empty }

let items: [Item?] = [Item(name: "a"), Item(name: ""), nil]
for item in items {
    let name = (try? item?.validated()) ?? "fallback"
    print(name)
}
let all = items.compactMap { try? $0?.validated() }
print(all)
