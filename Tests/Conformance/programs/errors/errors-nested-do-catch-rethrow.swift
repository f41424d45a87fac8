// An error caught, wrapped and thrown again to an outer catch.
enum LowLevel: Error { case disk }
struct HighLevel: Error {
    let underlying: LowLevel
    let context: String
}
func read() throws { throw LowLevel.disk }
func load() throws {
    do {
        try read()
    } catch let e as LowLevel {
        print("load caught", e)
        throw HighLevel(underlying: e, context: "loading")
    }
}

do {
    try load()
} catch let e as HighLevel {
    print("outer caught", e.context, e.underlying)
    print(e)
} catch {
    print("unexpected")
}

