// Comparable is synthesized from declaration order.
enum Priority: Comparable {
    case low, medium, high
}

let list: [Priority] = [.high, .low, .medium, .low]
print(list.sorted())
print(list.max()!)
print(Priority.low < .high)
print(list.sorted(by: >))

enum Grade: Comparable {
    case fail
    case pass(Int)
}
print(Grade.pass(3) < .pass(5), Grade.fail < .pass(0))

