// localizedDescription of a LocalizedError, from Foundation (a plain error's text differs by platform).
import Foundation

struct Detailed: LocalizedError {
    var errorDescription: String? { "something detailed went wrong" }
}

print(Detailed().localizedDescription)
let e: any Error = Detailed()
print(e.localizedDescription)

