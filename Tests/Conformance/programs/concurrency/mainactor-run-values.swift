// MainActor.run runs its closure and returns the closure's value.
@MainActor final class Log {
    var entries: [String] = []
}
let log = await Log()
func record(_ entry: String) async -> Int {
    await MainActor.run {
        log.entries.append(entry)
        return log.entries.count
    }
}
print(await record("a"))
print(await record("b"))
let joined = await MainActor.run { log.entries.joined(separator: "+") }
print(joined)
let task = Task { await MainActor.run { log.entries.count * 10 } }
print(await task.value)
await MainActor.run { print("on the main actor") }
