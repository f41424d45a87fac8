// How thrown errors print with print, interpolation and String(reflecting:).
enum NetworkError: Error {
    case timeout
    case status(Int)
}
struct ParseError: Error {
    var line: Int
    var reason: String
}

let errors: [any Error] = [NetworkError.timeout, NetworkError.status(404), ParseError(line: 3, reason: "bad")]
for e in errors {
    print(e)
    print("\(e)")
    print(String(reflecting: e))
}

