import SwiftReader
import Transcript

/// `let c: Character = "ab"`: a string literal is a `Character` only when it holds exactly one
/// (one extended grapheme cluster); otherwise swiftc says `cannot convert value of type 'String'
/// to specified type 'Character'`, at the literal, and the program never runs.
extension Compiler {
  /// True when reported.
  @discardableResult
  func checkCharacterLiteral(_ expr: Expr, declared: SwiftType) -> Bool {
    guard case .character = declared, case .stringLiteral(let segments) = expr.kind else { return false }
    var text = ""
    for segment in segments {
      guard case .text(let part) = segment else { return false }
      text += part
    }
    guard text.count != 1 else { return false }
    error("cannot convert value of type 'String' to specified type 'Character'", at: expr.range.start)
    return true
  }
}
