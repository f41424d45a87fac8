// Child tasks of a group finish in the order of their sleeps; next() hands them over in that order.
func job(_ name: String, ms: UInt64) async throws -> String {
    try await Task.sleep(nanoseconds: ms * 1_000_000)
    print("finished", name)
    return name
}
let order = try await withThrowingTaskGroup(of: String.self) { group in
    group.addTask { try await job("slow", ms: 30) }
    group.addTask { try await job("quick", ms: 10) }
    group.addTask { try await job("middle", ms: 20) }
    var seen: [String] = []
    while let name = try await group.next() {
        seen.append(name)
    }
    return seen
}
print(order)
struct Broken: Error { let code: Int }
do {
    let _: Int = try await withThrowingTaskGroup(of: Int.self) { group in
        group.addTask { 1 }
        group.addTask { throw Broken(code: 7) }
        var sum = 0
        for try await n in group { sum += n }
        return sum
    }
} catch let e as Broken {
    print("group threw", e.code)
}
let empty = await withTaskGroup(of: Void.self) { group in group.isEmpty }
print("empty:", empty)
