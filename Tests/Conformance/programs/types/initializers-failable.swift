// init? returns nil when the input is not acceptable.
struct Even {
    let value: Int
    init?(_ value: Int) {
        guard value % 2 == 0 else { return nil }
        self.value = value
    }
}
struct Percent {
    let value: Double
    init?(text: String) {
        guard let v = Double(text), (0...100).contains(v) else { return nil }
        value = v
    }
}

print(Even(4) as Any)
print(Even(3) as Any)
print([1, 2, 3, 4].compactMap(Even.init).map(\.value))
print(Percent(text: "55.5") as Any)
print(Percent(text: "155") as Any)
print(Percent(text: "x") as Any)

