import SwiftReader
import Transcript

/// Evaluates the program's Swift: expressions by walking the tree, statements on a
/// `StatementMachine` that async code can leave at an `await` and resume later.
///
/// One interpreter serves one process (one launch of the app): its statics and
/// objects die with the process. It is not thread-safe and needs no threads:
/// the engine calls it from one place, one step at a time.
final class Interpreter {
  let program: Program
  unowned let process: AppProcess
  /// Per-process values of `static let` properties and globals, created on first use.
  var statics: [String: Value] = [:]
  private var staticsInProgress: Set<String> = []
  private var nextSerial = 0
  /// Steps left before the run is stopped: endless loops end with an error, not a hang.
  var stepsLeft: Int
  let stepBudget: Int
  var callDepth = 0
  let maximumCallDepth = 200
  /// The task whose code is running, if the code is async.
  var currentTask: InterpretedTask?
  /// Set by `await` for the call it covers (see `takeAwaitKey`).
  var pendingAwaitKey: AwaitKey?

  init(program: Program, process: AppProcess, stepBudget: Int) {
    self.program = program
    self.process = process
    self.stepBudget = stepBudget
    self.stepsLeft = stepBudget
  }

  func serial() -> Int {
    nextSerial += 1
    return nextSerial
  }

  /// Counts one step of work; throws once the budget is spent.
  @inline(__always)
  func tick(_ location: SourceLocation?) throws {
    stepsLeft -= 1
    if stepsLeft < 0 {
      var error = RuntimeError(
        "the program ran \(stepBudget) steps without settling (an endless loop?)", at: location)
      error.isBudget = true
      throw error
    }
  }

  func makeClosure(_ closure: Closure, _ context: Context, builder: BuilderKind? = nil) -> Value {
    .function(
      Function(
        .closure(closure, captured: context.scope, context: context.declaration, builder: builder),
        serial: serial()))
  }

  func builtin(_ name: String, _ body: @escaping Builtin.Body) -> Value {
    .function(Function(.builtin(Builtin(name, body)), serial: serial()))
  }

  /// The value of a `static let`/`static var` or a global, evaluating its initializer once.
  func staticValue(
    key: String, property: StaticStoredProperty, type: TypeInfo?
  ) throws -> Value {
    if let value = statics[key] { return value }
    guard staticsInProgress.insert(key).inserted else {
      throw RuntimeError("'\(property.name)' is used while it is being initialized", at: property.location)
    }
    defer { staticsInProgress.remove(key) }
    let context = Context(
      scope: Scope(parent: nil),
      declaration: DeclarationContext(selfReference: type.map { .type($0) }, type: type))
    var value: Value = .null
    if let initializer = property.initializer {
      value = try evaluate(initializer, context, hint: property.type.map { TypeHint.syntax($0) })
      value = conform(value, to: property.type)
    }
    statics[key] = value
    return value
  }

  /// Wraps a value in an optional when its declared type is optional, as Swift's implicit promotion does.
  func conform(_ value: Value, to type: TypeSyntax?) -> Value {
    guard let type else { return value }
    if type.isOptional { return value.wrappedInOptional }
    if case .int(let i) = value, type.name == "Double" || type.name == "CGFloat" || type.name == "TimeInterval" {
      return .double(Double(i))
    }
    return value
  }
}

/// Where an expression is evaluated: its scope, what `self` is, and the task it runs in.
struct Context {
  var scope: Scope
  var declaration: DeclarationContext
  var builder: BuilderKind? = nil

  init(scope: Scope, declaration: DeclarationContext, builder: BuilderKind? = nil) {
    self.scope = scope
    self.declaration = declaration
    self.builder = builder
  }

  func with(scope: Scope) -> Context {
    var copy = self
    copy.scope = scope
    return copy
  }

  var selfValue: Value? { declaration.selfReference?.value }
}

/// The type an expression is expected to have, for `.active`, `.now` and literals.
enum TypeHint {
  case syntax(TypeSyntax)
  case reference(TypeReference)

  var typeName: String {
    switch self {
    case .syntax(let syntax): syntax.name
    case .reference(let reference): reference.name
    }
  }
}

/// A failure of the running program: a nil unwrapped, an index out of range, a step budget spent.
struct RuntimeError: Error, CustomStringConvertible {
  var message: String
  var location: SourceLocation?
  /// The program uses Swift or an API lesson-runner does not provide (what a compiler would
  /// reject, or a library the engine lacks): bad input, not a failure of the program.
  var isUnsupported = false
  /// A budget of steps, depth or size was spent.
  var isBudget = false

  init(_ message: String, at location: SourceLocation?) {
    self.message = message
    self.location = location
  }

  /// Something the program uses that lesson-runner cannot run.
  static func unsupported(_ message: String, at location: SourceLocation?) -> RuntimeError {
    var error = RuntimeError(message, at: location)
    error.isUnsupported = true
    return error
  }

  var description: String { message }
}

/// A Swift `throw` travelling to its `catch`.
///
/// `@unchecked Sendable`: `Error` asks for it, and the engine never lets an error (or any
/// value) leave the one thread it runs on.
struct ThrownError: Error, @unchecked Sendable {
  var value: Value
  var location: SourceLocation?
}

/// Raised inside a task when it must wait (a `Task.sleep`, an engine call); the statement runs again on resumption.
struct Suspension: Error {}

/// Raised when async code awaits a function of the program's: the statement machine runs the
/// callee's body and retries the statement once the result is known.
struct AsyncCallRequest: Error, @unchecked Sendable {
  var function: Function
  var arguments: [ArgumentValue]
  var key: AwaitKey
  var location: SourceLocation
}

/// Stops the evaluation of an optional chain (`a?.b.c`) whose base is nil.
struct OptionalChainStop: Error {}

/// Identifies one evaluation of an `await` within one attempt of a statement.
struct AwaitKey: Hashable {
  var expression: Int
  var occurrence: Int
}
