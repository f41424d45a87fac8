// defer in async code, and Task.isCancelled outside a cancelled task.
func work() async -> String {
    defer { print("work's defer") }
    print("working, cancelled:", Task.isCancelled)
    return "result"
}

print(await work())
let t = Task { () -> Bool in
    await Task.yield()
    return Task.isCancelled
}
print(await t.value)
let checked = Task { () -> String in
    do {
        try Task.checkCancellation()
        return "not cancelled"
    } catch {
        return "cancelled"
    }
}
print(await checked.value)

