// defer runs whether the function returns or throws, after the return value is computed.
struct Failure: Error {}
var log: [String] = []

@MainActor
func compute(_ fail: Bool) throws -> Int {
    log.append("begin")
    defer { log.append("defer") }
    if fail { throw Failure() }
    return { log.append("computing result"); return 7 }()
}

print(try compute(false))
print(log)
log = []
do {
    _ = try compute(true)
} catch {
    print("caught", error)
}
print(log)

