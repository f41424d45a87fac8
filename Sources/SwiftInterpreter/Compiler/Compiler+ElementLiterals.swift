import SwiftReader
import Transcript

/// `let flags: [Bool] = [1]`: a literal element of a kind the declared element type cannot be
/// written with. swiftc refuses it (`cannot convert value of type 'Int' to expected element type
/// 'Bool'`, at the element); run, the array held an `Int` that printed as `1`.
///
/// Only declarations with the array type written and an element type of `Int`, `Double`, `Bool`
/// or `String` (types that take no other literal kinds); each element a literal (`-1` included).
extension Compiler {
  func checkElementLiterals(_ expr: Expr, declared: SwiftType) {
    guard case .array(let element) = declared.wrapped, case .arrayLiteral(let elements) = expr.kind,
      let wanted = Compiler.checkedName(element)
    else { return }
    for item in elements {
      guard let found = Self.literalKind(item), !Self.literal(found, fits: element) else { continue }
      error("cannot convert value of type '\(found)' to expected element type '\(wanted)'", at: item.range.start)
    }
  }

  /// The type a literal has on its own: `Int`, `Double`, `String`, `Bool`.
  private static func literalKind(_ expr: Expr) -> String? {
    switch expr.kind {
    case .integerLiteral: return "Int"
    case .floatLiteral: return "Double"
    case .stringLiteral: return "String"
    case .booleanLiteral: return "Bool"
    case .prefixOperator("-", let operand):
      if case .integerLiteral = operand.kind { return "Int" }
      if case .floatLiteral = operand.kind { return "Double" }
      return nil
    default: return nil
    }
  }

  private static func literal(_ kind: String, fits type: SwiftType) -> Bool {
    switch (kind, type) {
    case ("Int", .int), ("Int", .double), ("Double", .double), ("String", .string), ("Bool", .bool): return true
    default: return false
    }
  }
}
