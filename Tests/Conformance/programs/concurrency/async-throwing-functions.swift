// async throws functions with try await and do/catch.
enum FetchError: Error { case notFound(Int) }
func fetch(_ id: Int) async throws -> String {
    guard id < 3 else { throw FetchError.notFound(id) }
    return "item\(id)"
}

for id in [1, 2, 5] {
    do {
        print(try await fetch(id))
    } catch {
        print("error:", error)
    }
}
let maybe = try? await fetch(9)
print(maybe as Any)
let items = try await [fetch(0), fetch(1)]
print(items)

