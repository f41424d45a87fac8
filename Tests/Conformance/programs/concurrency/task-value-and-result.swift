// A Task's value is awaited; a throwing Task's value needs try.
struct Missing: Error {}

let task = Task { () -> Int in
    var sum = 0
    for i in 1...10 { sum += i }
    return sum
}
print(await task.value)
let failing = Task<Int, any Error> {
    throw Missing()
}
do {
    _ = try await failing.value
} catch {
    print("caught", error)
}
let result = await failing.result
print(result)
let named: Task<String, Never> = Task { "done" }
print(await named.value)

