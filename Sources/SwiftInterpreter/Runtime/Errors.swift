import Transcript

/// Why running a program stopped: the program crashed, it used what lesson-runner does not
/// model, or it spent a budget. Located where Swift would put it.
public struct InterpreterError: Error, CustomStringConvertible, @unchecked Sendable {
  public enum Kind: Sendable, Equatable {
    /// A trap of the Swift runtime (`Fatal error: …`), or an error thrown and never caught.
    case crash
    /// A construct or API the engine does not model.
    case unsupported
    /// A budget of steps, depth, time or size was spent.
    case budget
  }

  public var kind: Kind
  public var message: String
  public var location: SourceLocation?
  /// A trap the program's own code raised (`fatalError`, `precondition`, `!` on nil, `try!`):
  /// the runtime prints it after the place, `Module/File.swift:LINE: Fatal error: …`. Traps
  /// inside the standard library (an index out of range) print a place of the toolchain's.
  public var isProgramTrap = false

  public init(_ kind: Kind, _ message: String, at location: SourceLocation?) {
    self.kind = kind
    self.message = message
    self.location = location
  }

  public var description: String {
    (location.map { "\($0): " } ?? "") + message
  }

  /// The line the Swift runtime prints for a crash: the message, after its place in the
  /// program when the program raised it (Swift 6's `#fileID`: `main/main.swift:12: `).
  public func runtimeLine(module: String) -> String {
    guard isProgramTrap, let location else { return message }
    return "\(module)/\(location.file):\(location.line): \(message)"
  }

  /// A trap of the program's own code (see ``isProgramTrap``).
  public static func programTrap(_ message: String, at location: SourceLocation?) -> InterpreterError {
    var error = InterpreterError(.crash, message, at: location)
    error.isProgramTrap = true
    return error
  }

  // MARK: - Messages, written once

  /// `Fatal error: <what the Swift runtime says>`.
  static func trap(_ message: String, at location: SourceLocation?) -> InterpreterError {
    InterpreterError(.crash, "Fatal error: \(message)", at: location)
  }

  static func unwrappedNil(at location: SourceLocation?) -> InterpreterError {
    programTrap("Fatal error: Unexpectedly found nil while unwrapping an Optional value", at: location)
  }

  static func implicitlyUnwrappedNil(at location: SourceLocation?) -> InterpreterError {
    programTrap("Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value", at: location)
  }

  static func indexOutOfRange(at location: SourceLocation?) -> InterpreterError {
    trap("Index out of range", at: location)
  }

  /// Swift traps on overflow without a message; Xcode shows this line at the trap.
  static func overflow(at location: SourceLocation?) -> InterpreterError {
    InterpreterError(.crash, "Swift runtime failure: arithmetic overflow", at: location)
  }

  /// `Int.min / -1` (and `% -1`): the standard library's precondition, not a bare overflow.
  static func divisionOverflow(remainder: Bool, at location: SourceLocation?) -> InterpreterError {
    trap(remainder ? "Division results in an overflow in remainder operation" : "Division results in an overflow", at: location)
  }

  /// Whether the error is an overflow trap of `+`, `-`, `*`, `/` or `%`.
  var isArithmeticOverflow: Bool {
    message == InterpreterError.overflow(at: nil).message
      || message == InterpreterError.divisionOverflow(remainder: false, at: nil).message
      || message == InterpreterError.divisionOverflow(remainder: true, at: nil).message
  }

  static func divisionByZero(remainder: Bool, at location: SourceLocation?) -> InterpreterError {
    trap(remainder ? "Division by zero in remainder operation" : "Division by zero", at: location)
  }

  /// A closure called with fewer arguments than it takes (`$2` over a pair, where the type was
  /// not known when it was compiled): swiftc's error, which also names the closure's type. It
  /// stops the run rather than give the missing parameters a made-up `()`.
  static func closureArity(expected: Int, used: Int, anonymous: Bool, at location: SourceLocation?)
    -> InterpreterError
  {
    let arguments = expected == 1 ? "1 argument" : "\(expected) arguments"
    let verb = anonymous ? "used in closure body" : "specified"
    return unsupported(
      "contextual closure type expects \(arguments), but \(used) were \(verb)", at: location)
  }

  /// The construct named as the user wrote it: `'URLSession.shared'`.
  public static func notModelled(_ construct: String, at location: SourceLocation?) -> InterpreterError {
    InterpreterError(.unsupported, "lesson-runner does not model '\(construct)'", at: location)
  }

  public static func unsupported(_ message: String, at location: SourceLocation?) -> InterpreterError {
    InterpreterError(.unsupported, message, at: location)
  }

  public static func crash(_ message: String, at location: SourceLocation?) -> InterpreterError {
    InterpreterError(.crash, message, at: location)
  }
}

/// A Swift error thrown by the program (`throw`), on its way to a `catch`.
///
/// `@unchecked Sendable`: `Error` asks for it; values never leave the interpreter's thread.
public struct SwiftError: Error, @unchecked Sendable {
  public var value: Value
  public var location: SourceLocation?

  public init(value: Value, location: SourceLocation?) {
    self.value = value
    self.location = location
  }
}

/// How a statement ended: on to the next, or a jump out of it.
enum Flow {
  case next
  /// `break` out of the loop or `switch` with this id.
  case breakOut(Int)
  case continueLoop(Int)
  case returned
  case fallthroughCase
}

/// Raised to unwind the code of a process that has ended (Xcode's Stop, the system ending
/// the app) through every task it had: nothing of it runs again, not even `defer`.
struct ProcessEnded: Error {}
