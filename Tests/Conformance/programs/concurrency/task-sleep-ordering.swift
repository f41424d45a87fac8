// Awaiting Task.sleep one after another keeps the order of the prints.
for i in 1...3 {
    try await Task.sleep(nanoseconds: 1_000_000)
    print("slept", i)
}
let start = Task {
    try await Task.sleep(for: .milliseconds(2))
    return "finished sleeping"
}
print(try await start.value)

