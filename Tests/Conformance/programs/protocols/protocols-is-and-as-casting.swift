// Checking and casting to protocols at run time.
protocol Flier { func fly() -> String }
protocol Swimmer { func swim() -> String }
struct Duck: Flier, Swimmer {
    func fly() -> String { "duck flies" }
    func swim() -> String { "duck swims" }
}
struct Fish: Swimmer {
    func swim() -> String { "fish swims" }
}

let creatures: [Any] = [Duck(), Fish(), "rock"]
for c in creatures {
    if let f = c as? any Flier { print(f.fly()) }
    if let s = c as? any Swimmer { print(s.swim()) }
    print(c is any Flier, c is any Swimmer)
}

