import SwiftReader
import Transcript

/// `try`, `await`, casts, conversions to declared types, and the `#` expressions.
extension Compiler {
  func compileTry(_ kind: TryKind, _ inner: Expr, expected: SwiftType?, at location: SourceLocation) -> ExprCode {
    context.tries.append((kind, location))
    defer { context.tries.removeLast() }
    switch kind {
    case .plain:
      return compileExpr(inner, expected: expected)
    case .optional:
      let value = compileExpr(inner, expected: expected?.wrapped)
      let run = value.run
      var code = ExprCode(type: .optional(value.type.wrapped), run: { frame in
        do {
          return try run(frame).promotedToOptional
        } catch is SwiftError {
          return .none
        }
      }, location: location)
      if let async = value.async {
        code.async = { frame in
          do {
            return try await async(frame).promotedToOptional
          } catch is SwiftError {
            return .none
          }
        }
      }
      return code
    case .forced:
      let value = compileExpr(inner, expected: expected)
      let run = value.run
      var code = ExprCode(type: value.type, run: { frame in
        do {
          return try run(frame)
        } catch let thrown as SwiftError {
          throw frame.interpreter.forcedTryFailed(thrown, at: location)
        }
      }, location: location)
      if let async = value.async {
        code.async = { frame in
          do {
            return try await async(frame)
          } catch let thrown as SwiftError {
            throw frame.interpreter.forcedTryFailed(thrown, at: location)
          }
        }
      }
      return code
    }
  }

  func compileAwait(_ inner: Expr, expected: SwiftType?, at location: SourceLocation) -> ExprCode {
    if !context.isAsync {
      // swiftc names the call under the `await`, not the keyword.
      error("'async' call in a function that does not support concurrency", at: Self.awaitedCall(inner) ?? location)
    }
    awaitDepth += 1
    defer { awaitDepth -= 1 }
    var value = compileExpr(inner, expected: expected)
    if value.async == nil {
      let run = value.run
      value.async = { frame in try run(frame) }
    }
    return value
  }

  /// Where a call stands under `await` (through `try`): where the call begins (`s.work()` at `s`).
  static func awaitedCall(_ expr: Expr) -> SourceLocation? {
    switch expr.kind {
    case .tryExpr(_, let inner): return awaitedCall(inner)
    case .call(let callee, _, _, _):
      return callee.range.start
    default: return nil
    }
  }

  func compileCast(_ kind: CastKind, _ inner: Expr, _ typeSyntax: TypeSyntax, at location: SourceLocation) -> ExprCode {
    let type = resolveType(typeSyntax, in: context.selfType)
    switch kind {
    case .plain:
      let value = compileExpr(inner, expected: type)
      checkCoercion(inner, value.type, to: type, typeSyntax)
      var converted = convert(value, to: type)
      // `x as any P`: the value is unchanged, but what is known of it statically is the protocol.
      if !type.isUnknown, !Compiler.needsConversion(type) { converted.type = type }
      return converted
    case .optional:
      let value = compileExpr(inner, expected: nil)
      let extra = extraCompositionTypes(typeSyntax)
      return map(value, type: .optional(type)) { frame, value in
        frame.interpreter.cast(value, to: type, alsoConformingTo: extra).map { $0.promotedToOptional } ?? .none
      }
    case .forced:
      let value = compileExpr(inner, expected: nil)
      let extra = extraCompositionTypes(typeSyntax)
      return map(value, type: type) { frame, value in
        guard let cast = frame.interpreter.cast(value, to: type, alsoConformingTo: extra) else {
          let from = frame.interpreter.dynamicType(of: value).qualifiedName
          throw InterpreterError.trap("Could not cast value of type '\(from)' to '\(type.qualifiedName)'", at: location)
        }
        return cast
      }
    }
  }

  /// The value converted where a type is declared (wrapped in an optional, a literal's number
  /// type); unchanged when no conversion can apply.
  func convert(_ code: ExprCode, to type: SwiftType) -> ExprCode {
    // `let r: [T] = xs.map { _ in 0 }`, `return [0]` as `[Element]`: the value is of the type the
    // running call bound `T` to (`[0.0]` for a `Double`), as swiftc types the literals inside.
    if type.mentionsGeneric(from: context.genericNames), Compiler.holdsGenericValue(type) {
      // `-> [T]` of `xs.sorted().reversed()`: `Sequence`'s overload that returns an array.
      let reverses = Compiler.isArrayType(type) && code.literal == nil && !Compiler.isArrayType(code.type)
      return map(code, type: type) { frame, value in
        var value = value
        if reverses, case .native(let native) = value, let reversed = native as? ReversedValue {
          value = .array(ArrayValue(reversed.elements))
        }
        // Unbound (a call that bound nothing): the conversion the written type makes (`T?` wraps).
        let concrete = frame.generics == nil ? type : (try? frame.interpreter.substituteGenerics(type, in: frame, at: nil)) ?? type
        return frame.interpreter.coerce(value, to: concrete)
      }
    }
    if case .array = type, code.literal == nil, !Compiler.isArrayType(code.type) {
      // Where an array is expected, `reversed()` is `Sequence`'s overload that returns one.
      let converted = map(code, type: type) { frame, value in
        guard case .native(let native) = value, let reversed = native as? ReversedValue else { return value }
        return .array(ArrayValue(reversed.elements))
      }
      guard Compiler.needsConversion(type) else { return converted }
      return map(converted, type: type) { frame, value in frame.interpreter.coerce(value, to: type) }
    }
    // A labelled tuple is relabelled even when the static type already has the labels: one
    // branch of `c ? pair : (b, a)` may carry none (Swift converts each branch to the result).
    guard Compiler.needsConversion(type), !code.type.isSame(as: type) || type.hasTupleLabels else { return code }
    return map(code, type: type.isUnknown ? code.type : type) { frame, value in frame.interpreter.coerce(value, to: type) }
  }

  static func isArrayType(_ type: SwiftType) -> Bool {
    if case .array = type { return true }
    return false
  }

  /// Whether a value of this type holds values of a generic parameter that a conversion reaches
  /// (`T`, `[T]`, `T?`, `[String: T]`, `(T, Int)`).
  static func holdsGenericValue(_ type: SwiftType) -> Bool {
    switch type {
    case .generic: return true
    case .array(let element), .set(let element), .optional(let element): return holdsGenericValue(element)
    case .dictionary(_, let value): return holdsGenericValue(value)
    case .tuple(let elements, _): return elements.contains(where: holdsGenericValue)
    default: return false
    }
  }

  static func needsConversion(_ type: SwiftType) -> Bool {
    switch type {
    case .optional, .double, .number, .character, .set, .tuple: return true
    case .array(let element): return needsConversion(element)
    case .dictionary(_, let value): return needsConversion(value)
    default: return false
    }
  }

  // MARK: - # expressions

  func compileMacro(_ name: String, _ arguments: [Argument], at location: SourceLocation) -> ExprCode {
    switch name {
    case "function":
      return constant(.string(context.code.name), type: .string, at: location)
    case "line":
      return constant(.int(location.line), type: .int, at: location)
    case "column":
      return constant(.int(location.column), type: .int, at: location)
    case "filePath":
      return constant(.string(location.file), type: .string, at: location)
    case "fileID", "file":
      // Swift 6 makes `#file` the file ID (SE-0274): `Module/File.swift`.
      return constant(.string("\(program.configuration.moduleName)/\(location.file)"), type: .string, at: location)
    case "sourceLocation":
      // Applied by the reader to the locations after it; nothing to run.
      return constant(.void, type: .void, at: location)
    case "selector":
      guard let argument = arguments.first else {
        return failing(.unsupported("'#selector' needs a method", at: location), at: location)
      }
      let text = Compiler.selectorName(argument.value)
      return constant(.native(SelectorValue(name: text)), type: .unknown, at: location)
    case _ where program.configuration.platform.checkedMacros[name] != nil:
      return constant(.void, type: .void, at: location)
    default:
      return failing(.notModelled("#\(name)", at: location), at: location)
    }
  }

  /// The method a `#selector(…)` names: `tapped`, `tapped(_:)`, `Self.tapped`.
  static func selectorName(_ expr: Expr) -> String {
    switch expr.kind {
    case .identifier(let name): return name
    case .member(_, let name, _): return name
    case .call(let callee, _, _, _): return selectorName(callee)
    default: return ""
    }
  }
}

/// `#selector(method)`: the name of a method a target–action pair calls.
public final class SelectorValue: NativeValue {
  public let name: String
  public init(name: String) { self.name = name }
  public var typeName: String { "Selector" }
  public var description: String? { name }
  public func isEqual(to other: any NativeValue) -> Bool? { (other as? SelectorValue)?.name == name }
}

extension Interpreter {
  /// `try!` met an error: Swift stops with it.
  func forcedTryFailed(_ thrown: SwiftError, at location: SourceLocation) -> InterpreterError {
    let text = (try? reflect(thrown.value, at: location)) ?? "an error"
    return InterpreterError.programTrap("Fatal error: 'try!' expression unexpectedly raised an error: \(text)", at: location)
  }
}
