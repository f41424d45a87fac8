import Foundation
import SwiftReader
import Transcript

/// `let marks: CharacterSet = [",", ";"]`: an array literal where Foundation's `CharacterSet` is
/// expected is a set of those scalars (it is `ExpressibleByArrayLiteral`); it was an array of
/// strings, which printed as one and said `Array<String>` to `type(of:)`.
extension Compiler {
  func characterSetLiteral(_ elements: [Expr], expected: SwiftType?, at location: SourceLocation) -> ExprCode? {
    guard case .native(let native, _)? = expected?.wrapped, native.name == "CharacterSet" else { return nil }
    var set = CharacterSet()
    for element in elements {
      guard case .stringLiteral(let segments) = element.kind, segments.count <= 1 else { return nil }
      var text = ""
      if case .text(let part)? = segments.first { text = part }
      guard text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first else { return nil }
      set.insert(scalar)
    }
    return constant(.native(CharacterSetValue(set: set, name: "literal")), type: .native(native, arguments: []), at: location)
  }
}
