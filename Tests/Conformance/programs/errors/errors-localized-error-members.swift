// LocalizedError's optional members: which ones a type provides, and what the others give.
import Foundation

enum FormError: LocalizedError {
    case missing(field: String)
    case tooShort(field: String, minimum: Int)

    var errorDescription: String? {
        switch self {
        case .missing(let field): return "\(field) is required."
        case .tooShort(let field, let minimum): return "\(field) needs \(minimum) characters."
        }
    }
    var failureReason: String? { "The form is incomplete." }
    var recoverySuggestion: String? {
        if case .tooShort = self { return "Type a longer value." }
        return nil
    }
}

struct QuietError: LocalizedError {
    var code: Int
}

func validate(name: String, password: String) throws {
    if name.isEmpty { throw FormError.missing(field: "Name") }
    if password.count < 8 { throw FormError.tooShort(field: "Password", minimum: 8) }
}

for (name, password) in [("", "x"), ("ana", "abc"), ("ana", "correct horse")] {
    do {
        try validate(name: name, password: password)
        print("valid:", name)
    } catch let error as FormError {
        print(error.localizedDescription)
        print(error.errorDescription ?? "-", error.failureReason ?? "-", error.recoverySuggestion ?? "-")
        print(error.helpAnchor ?? "no anchor")
    } catch {
        print("unexpected")
    }
}
let quiet = QuietError(code: 3)
print(quiet.errorDescription == nil, quiet.failureReason == nil, quiet.recoverySuggestion == nil)
print(quiet, String(reflecting: quiet))
