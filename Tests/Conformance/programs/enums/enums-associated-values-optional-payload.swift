// Matching optional payloads with ? patterns and nil.
enum Lookup {
    case found(String?)
    case missing
}

let items: [Lookup] = [.found("pear"), .found(nil), .missing]
for item in items {
    switch item {
    case .found(let name?):
        print("found", name)
    case .found(nil):
        print("found nothing")
    case .missing:
        print("missing")
    }
}
print(items[0])
print(items[1])

