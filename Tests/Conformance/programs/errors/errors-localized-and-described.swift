// Errors that describe themselves: LocalizedError, CustomStringConvertible, plain enums.
import Foundation

enum LoginError: Error {
    case emptyName
    case wrongPassword(attempts: Int)
}

enum UploadError: LocalizedError {
    case tooLarge(megabytes: Int)
    case offline

    var errorDescription: String? {
        switch self {
        case .tooLarge(let size): return "The file is \(size) MB, over the limit."
        case .offline: return "No connection."
        }
    }
}

struct ParseError: Error, CustomStringConvertible {
    var line: Int
    var description: String { "parse error on line \(line)" }
}

let errors: [Error] = [
    LoginError.emptyName, LoginError.wrongPassword(attempts: 3),
    UploadError.tooLarge(megabytes: 12), UploadError.offline, ParseError(line: 4),
]
// A plain error's localizedDescription differs between Darwin and Linux; a LocalizedError's does not.
for error in errors {
    print(error)
    print(String(reflecting: error))
    if error is LocalizedError { print(error.localizedDescription) }
}
print(errors.count)
func check(_ name: String) throws -> String {
    guard !name.isEmpty else { throw LoginError.emptyName }
    if name == "offline" { throw UploadError.offline }
    return name.uppercased()
}
for name in ["ana", "", "offline"] {
    do {
        print(try check(name))
    } catch let error as LocalizedError {
        print("localized:", error.errorDescription ?? "none")
    } catch {
        print("other:", error)
    }
}
print((try? check("")) as Any, (try? check("bo")) ?? "none")
