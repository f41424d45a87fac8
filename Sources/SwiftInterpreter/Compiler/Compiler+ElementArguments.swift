import SwiftReader
import Transcript

/// A value of the wrong type put into a collection whose element type is certain:
/// `numbers.append("x")` on a `[Int]`, `scores["b"] = "q"`, `names += [1]`. swiftc refuses each
/// (`cannot convert value of type 'String' to expected argument type 'Int'`, `cannot assign value
/// of type 'String' to subscript of type 'Int'`); run, the array held a `String` and printed
/// `[1, 2, "x"]`.
///
/// Only where both types are certain and are `Int`, `Double`, `String` or `Bool` (see
/// `checkedName`): an integer literal still fits a `Double`.
extension Compiler {
  /// The arguments of a standard collection's method whose parameter is the collection's
  /// `Element` (or a dictionary's `Key` or `Value`).
  func checkElementArguments(
    _ baseExpr: Expr?, _ baseType: SwiftType, _ natives: [NativeFunction], _ arguments: [CompiledArgument],
    _ syntax: [ArgumentSyntax]
  ) {
    guard let baseExpr, !natives.isEmpty, arguments.count == syntax.count, isCertainlyTyped(baseExpr) else { return }
    var generics: [String: SwiftType] = [:]
    switch baseType {
    case .array(let element), .set(let element): generics["Element"] = element
    case .dictionary(let key, let value): generics["Key"] = key; generics["Value"] = value
    default: return
    }
    let argumentShapes = shapes(syntax)
    let fitting = natives.filter { ArgumentMatcher.match($0.signature.shapes, argumentShapes) != nil }
    guard fitting.count == 1, let bindings = ArgumentMatcher.match(fitting[0].signature.shapes, argumentShapes) else { return }
    let parameters = fitting[0].signature.parameters
    for (index, binding) in bindings.enumerated() {
      guard case .argument(let position) = binding, index < parameters.count, arguments[position].place == nil else { continue }
      let expression = syntax[position].expression
      if parameters[index].label == "contentsOf", case .array = baseType {
        checkElementLiterals(expression, declared: baseType)
        continue
      }
      guard case .named(let name, let typeArguments) = parameters[index].type.kind, typeArguments.isEmpty,
        let wanted = generics[name], isCertainlyTyped(expression),
        let (found, wantedName) = typeMismatch(arguments[position].code, expression, into: wanted)
      else { continue }
      error("cannot convert value of type '\(found)' to expected argument type '\(wantedName)'", at: anchor(of: expression))
    }
  }

  /// `array[i] = value` and `dictionary[key] = value` on a collection of certain type; true when
  /// the place is such a subscript (checked here, whatever the outcome).
  func checkSubscriptAssigned(_ value: ExprCode, _ expr: Expr, to type: SwiftType, place: Expr) -> Bool {
    guard case .subscriptCall(let base, _) = place.kind, isCertainlyTyped(base) else { return false }
    // A dictionary's subscript is optional: `nil` removes; the value's type is the wrapped one.
    guard isCertainlyTyped(expr), let (found, wanted) = typeMismatch(value, expr, into: type.wrapped) else { return true }
    error("cannot assign value of type '\(found)' to subscript of type '\(wanted)'", at: anchor(of: expr))
    return true
  }

  /// `names += [1]` on a `[String]` of certain type.
  func checkAppendedLiteral(_ op: String, _ rhs: Expr, placeType: SwiftType, place: Expr) {
    guard op == "+", case .array = placeType, isCertainlyTyped(place) else { return }
    checkElementLiterals(rhs, declared: placeType)
  }
}
