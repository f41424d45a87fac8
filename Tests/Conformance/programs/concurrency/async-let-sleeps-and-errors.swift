// async let children run while the parent goes on; awaiting reads each result or rethrows.
struct Timeout: Error {}
func fetch(_ label: String, ms: UInt64, fails: Bool = false) async throws -> String {
    try await Task.sleep(nanoseconds: ms * 1_000_000)
    print("child", label, "woke")
    if fails { throw Timeout() }
    return label.uppercased()
}
async let first = fetch("one", ms: 20)
async let second = fetch("two", ms: 10)
print("parent goes on")
let both = try await [first, second]
print(both)
func attempt() async -> String {
    async let good = fetch("ok", ms: 5)
    async let bad = fetch("late", ms: 15, fails: true)
    do {
        let g = try await good
        let b = try await bad
        return g + b
    } catch {
        return "failed: \(error)"
    }
}
print(await attempt())
