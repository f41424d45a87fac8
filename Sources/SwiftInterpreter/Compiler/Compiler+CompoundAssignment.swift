import SwiftReader
import Transcript

/// `place op= value`: the place is read, changed and written back once (`a[i] += 1` reads
/// `a[i]` once), with fast paths for `Int` sums and appending to arrays and strings.
extension Compiler {
  func compileCompoundAssignment(_ op: String, _ lhs: Expr, _ rhs: Expr, at location: SourceLocation) -> ExprCode {
    let throughChain = Compiler.chainHasOptional(lhs)
    assigningThroughChain = throughChain
    let compiledPlace = compilePlace(lhs)
    assigningThroughChain = false
    guard let place = compiledPlace else {
      error("left side of mutating operator isn't mutable", at: location)
      return compileExpr(rhs, expected: nil)
    }
    _ = refuseCompoundAssignment(to: place, at: operatorLocation(op + "=", lhs, rhs))
    let unwrapped = implicitlyUnwrappedPlaceType(place.type, op)
    if let unwrapped, Compiler.arithmetic.contains(op), isCertainOptionalPlace(lhs) {
      // `counts[word] += 1`: a dictionary's value may be missing; swiftc refuses where the run
      // would stop on nil or change a value that is there.
      error("value of optional type '\(SwiftType.optional(unwrapped).diagnosticName)' must be unwrapped to a value of type "
        + "'\(unwrapped.diagnosticName)'", at: anchor(of: lhs))
    }
    let placeType = unwrapped ?? place.type
    var operandType = placeType.isNumeric ? placeType : compoundOperandType(op, placeType, rhs)
    // `pairs += [("b", 2)]`: the literal is of the array's type (its tuples take the labels).
    if op == "+", case .array = place.type, case .arrayLiteral = rhs.kind { operandType = place.type }
    let value = compileExpr(rhs, expected: operandType)
    if Compiler.arithmetic.contains(op) { checkCompoundOperand(value, rhs, placeType: place.type, place: lhs) }
    checkAppendedLiteral(op, rhs, placeType: place.type, place: lhs)
    let modify = place.modify
    let isIntAdd = op == "+" && place.type.isSame(as: .int)
    return map(value, type: throughChain ? .optional(.void) : .void) { frame, operand in
      let interpreter = frame.interpreter
      do {
        try modify(frame) { current in
          // The place's static type may say optional where the value is not (`d[k, default: 0]`).
          if unwrapped != nil, current.isOptional {
            let result = try interpreter.binary(op, try interpreter.implicitlyUnwrapped(current, at: location), operand, at: location)
            current = .some(result)
            return
          }
          if isIntAdd, case .int(let x) = current, case .int(let y) = operand {
            let (sum, overflow) = x.addingReportingOverflow(y)
            if overflow { throw InterpreterError.overflow(at: location) }
            current = .int(sum)
            return
          }
          if op == "+", case .array = current, case .array(let more) = operand {
            try interpreter.withArray(&current) { elements in
              elements.append(contentsOf: more.elements)
              try interpreter.checkSize(elements.count, at: location)
            }
            return
          }
          if op == "+", case .string(var text) = current, case .string(let more) = operand {
            current = .void
            text += more
            try interpreter.checkSize(text.utf8.count, at: location)
            try interpreter.allocate(bytes: more.utf8.count, at: location)
            current = .string(text)
            return
          }
          current = try interpreter.binary(op, current, operand, at: location)
        }
      } catch is OptionalChainStop where throughChain { return .none }
      return throughChain ? .some(.void) : .void
    }
  }
}
