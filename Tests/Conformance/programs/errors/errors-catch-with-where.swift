// catch clauses with patterns and where.
enum HTTPError: Error {
    case status(Int)
}
func request(_ code: Int) throws -> String {
    if code >= 400 { throw HTTPError.status(code) }
    return "ok \(code)"
}

for code in [200, 404, 500, 503] {
    do {
        print(try request(code))
    } catch HTTPError.status(let c) where c >= 500 {
        print("server error", c)
    } catch HTTPError.status(let c) {
        print("client error", c)
    } catch {
        print("unknown")
    }
}

