import SwiftReader

/// How swiftc ranks the overloads a call's values fit, for the ones its static types leave open.
///
/// Each argument costs what converting it to its parameter costs; the overload of least cost
/// wins (the first declared of equals). Checked with swiftc 6.3: the same type costs nothing, a
/// superclass a little more for each step up (`g(_: B)` over `g(_: A)` for a `C: B`), a
/// protocol's existential more (`c(_: Shape)` over `c(_: Any)`), a generic parameter more
/// again, the more refined its constraint the less (`<T: Comparable>` over `<T: Equatable>`;
/// an existential over a generic: `d(_: CustomStringConvertible)` over `d<T>(_: T)`), then
/// `Any` (`a<T>(_: T)` over `a(_: Any)`), and an optional promotion most (`e(1)` is `e(_: Any)`'s,
/// not `e(_: Int?)`'s). A defaulted parameter or a variadic one costs a little: `h(1)` is
/// `h(_: Int)`'s beside `h(_: Int, _: Int = 0)`.
extension Interpreter {
  /// What a parameter no value can fit costs: still chosen when nothing fits better.
  private static let misfit = 300

  /// The cost of calling `code` with these arguments (lower is better).
  func overloadCost(_ code: FunctionCode, _ bindings: [ArgumentMatcher.Assignment], _ arguments: CallArguments) -> Int {
    var total = 0
    for (index, binding) in bindings.enumerated() where index < code.parameters.count {
      let type = code.parameters[index].type
      switch binding {
      case .defaulted:
        total += 1
      case .variadic:
        total += 5
      case .argument(let position):
        let value = arguments.values[position]
        if case .function(let parameters, _, _, _) = type, case .function(let function) = value,
          let count = function.parameterCount
        {
          total += parameters.count == count ? 0 : Self.misfit
        } else {
          total += conversionCost(value, to: type, constraints: code.genericConstraints)
        }
      }
    }
    return total
  }

  private func conversionCost(_ value: Value, to type: SwiftType, constraints: [String: TypeSyntax]) -> Int {
    switch type {
    case .unknown: return 35
    case .any: return 30
    case .opaque: return 20
    case .generic(let name):
      guard let constraint = constraints[name] else { return 20 }
      guard let depth = refinement(of: constraint, metBy: value) else { return Self.misfit }
      return 20 - min(depth, 8)
    case .optional(let wrapped):
      switch value {
      case .none: return 0
      case .some(let inner): return conversionCost(inner, to: wrapped, constraints: constraints)
      default:
        let inner = conversionCost(value, to: wrapped, constraints: constraints)
        return inner >= Self.misfit ? Self.misfit : 40 + inner
      }
    case .array(let element):
      guard case .array(let array) = value, !element.isUnknown else { break }
      var worst = 0
      for item in array.elements.prefix(8) { worst = max(worst, conversionCost(item, to: element, constraints: constraints)) }
      return worst
    default:
      break
    }
    guard isInstance(value, of: type) else { return Self.misfit }
    switch type {
    case .user(let target, _) where target.isProtocol: return 10
    case .user(let target, _):
      guard case .object(let object) = value else { return 0 }
      return object.type.classChain.firstIndex { $0 === target } ?? 0
    case .native(let native, _) where native.isProtocol: return 10
    case .anyObject: return 10
    default: return 0
    }
  }

  /// How many protocols each standard protocol includes, itself and those it refines (the
  /// registry keeps no refinements): only their order among related protocols matters.
  private static let standardRefinements: [String: Int] = [
    "Equatable": 1, "Hashable": 2, "Comparable": 2, "Strideable": 3, "AdditiveArithmetic": 2, "Numeric": 3,
    "SignedNumeric": 4, "BinaryInteger": 6, "SignedInteger": 7, "UnsignedInteger": 7, "FixedWidthInteger": 7,
    "FloatingPoint": 6, "BinaryFloatingPoint": 7, "Sequence": 1, "Collection": 2, "BidirectionalCollection": 3,
    "MutableCollection": 3, "RangeReplaceableCollection": 3, "RandomAccessCollection": 4, "StringProtocol": 5,
  ]

  /// How many protocols a generic parameter's constraint (`T: Comparable`) includes, counting
  /// those it refines; nil when the value does not meet it. A constraint the engine cannot read
  /// is met, at the least depth.
  private func refinement(of constraint: TypeSyntax, metBy value: Value) -> Int? {
    switch constraint.kind {
    case .named(let name, _):
      if let proto = program.types[name], proto.isProtocol {
        guard isInstance(value, of: proto.asType) else { return nil }
        return 1 + proto.conformances.count
      }
      if let native = registry.type(named: name), native.isProtocol {
        guard conformsToNative(value, name) else { return nil }
        return Self.standardRefinements[name] ?? 1
      }
      return 0
    case .composition(let parts):
      var total = 0
      for part in parts {
        guard let depth = refinement(of: part, metBy: value) else { return nil }
        total += depth
      }
      return total
    default:
      return 0
    }
  }
}
