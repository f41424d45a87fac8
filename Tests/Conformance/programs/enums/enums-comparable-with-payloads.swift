// Synthesized Comparable: by case order, then by associated values; enums as dictionary keys.
enum Size: Comparable {
    case small
    case sized(Int, String)
    case large
}
let sizes: [Size] = [.large, .sized(2, "b"), .small, .sized(2, "a"), .sized(1, "z")]
print(sizes.sorted())
print(sizes.min()!, sizes.max()!)
print(Size.sized(1, "z") < .sized(2, "a"), Size.sized(2, "a") <= .sized(2, "a"), Size.large > .small)
enum Color: String { case red, green }
var counts: [Color: Int] = [:]
counts[.red, default: 0] += 2
counts[.green, default: 10] -= 1
counts[.red, default: 0] *= 3
print(counts[.red]!, counts[.green]!)
var names: [Int: [String]] = [:]
names[1, default: []].append("one")
names[1, default: []].append("uno")
print(names)
