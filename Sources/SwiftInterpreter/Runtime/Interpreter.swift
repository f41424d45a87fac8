import SwiftReader
import Transcript

/// Runs a compiled program: one interpreter per process, holding what a process holds
/// (globals, statics, tasks) and the budgets that keep every run finite.
///
/// Not thread-safe, and needs no threads: the host calls it from one thread, one step at
/// a time; tasks are Swift tasks whose jobs the host runs one by one (see `Tasks.swift`).
public final class Interpreter {
  public let program: Program
  public unowned let host: any Host
  public var registry: Registry { program.registry }
  var globals: [Value?]
  private var globalsInitializing: Set<Int> = []
  /// Steps left before the run is stopped as endless.
  var steps: Int
  /// Bytes of values built so far (see `Interpreter+Memory.swift`).
  var allocatedBytes = 0
  /// Bytes printed so far, and what the `print` being described may still make (see
  /// `Interpreter+Output.swift`).
  var printedBytes = 0, printedLines = 0, printLimit = Int.max
  var depth = 0
  /// Generic parameters the next call binds from its call site's static types (read once).
  var pendingGenerics: [String: SwiftType]?
  /// Released objects whose `deinit` has yet to run.
  let deinits = DeinitQueue()
  /// Async calls among `depth` (their frames live on the heap; see `asyncDepthLimit`).
  var asyncDepth = 0
  let configuration: InterpreterConfiguration
  private var serial = 0
  let jobs = JobQueue()
  /// The native stack's end, watched by every call (see `StackGuard`).
  let stackGuard = StackGuard()
  /// Member lookups already done, by the value's type and the member's name.
  var memberCache: [MemberKey: MemberLookup] = [:]
  /// Other lookups already done (static members).
  let caches = LookupCaches()
  /// The process has ended: code of it that is still suspended unwinds without running.
  public internal(set) var hasEnded = false
  /// Inert calls made, in order, for reports.
  public internal(set) var inertCalls: [String] = []
  /// The task whose job is running, if any.
  public internal(set) var currentTask: InterpretedTask?
  /// The task an `async` top level or `static func main() async` runs as, once started.
  public internal(set) var mainTask: InterpretedTask?
  /// Whether no job runs once the main task has returned: a command-line program's process
  /// exits when its `async` top level (or `main()`) returns, and a task still waiting never runs.
  public var programEndsWithMainTask = false
  /// A crash inside a task, reported when the job that crashed returns.
  var pendingFailure: InterpreterError?
  /// The run's fixed stream of pseudo-random numbers.
  var randomStream = DeterministicRandom()
  /// Registry parameters' default values, evaluated once.
  var nativeDefaults: [String: Value] = [:]

  public init(program: Program, host: any Host) {
    self.program = program
    self.host = host
    self.configuration = program.configuration
    self.globals = Array(repeating: nil, count: program.globals.count)
    self.steps = program.configuration.stepBudget
    self.jobs.interpreter = self
  }

  deinit {
    jobs.interpreter = nil
  }

  public func nextSerial() -> Int {
    serial += 1
    return serial
  }

  // MARK: - Budgets

  /// Counts one step (a turn of a loop, a call); throws once the budget is spent.
  @inline(__always)
  func tick(at location: SourceLocation?) throws {
    steps &-= 1
    if steps < 0 { throw stepBudgetSpent(at: location) }
  }

  /// Steps spent so far: what the run's work has cost against its budget (tests compare the
  /// cost of the same work at different points of a run).
  public var stepsSpent: Int { configuration.stepBudget - steps }

  /// Counts `count` steps: a turn or a call with what its body holds (`StepCost`).
  @inline(__always)
  func tick(_ count: Int, at location: SourceLocation?) throws {
    steps &-= count
    if steps < 0 { throw stepBudgetSpent(at: location) }
  }

  /// Charges a copy or a growth by its size, so that the step budget bounds time.
  @inline(__always)
  func charge(_ amount: Int, at location: SourceLocation?) throws {
    steps &-= amount >> 6
    if steps < 0 { throw stepBudgetSpent(at: location) }
  }

  /// Charges `count` steps for work the host does for the program outside its code (running
  /// a body again, firing a timer), so that the budget bounds that time too (issue 10).
  public func chargeHostWork(_ count: Int, at location: SourceLocation? = nil) throws {
    steps &-= count
    if steps < 0 { throw stepBudgetSpent(at: location) }
  }

  private func stepBudgetSpent(at location: SourceLocation?) -> InterpreterError {
    InterpreterError(.budget,
      "the program ran \(configuration.stepBudget) steps without settling (an endless loop?); "
        + "raise the budget with --max-steps", at: location)
  }

  /// A collection or string grew past the size budget.
  func checkSize(_ count: Int, at location: SourceLocation?) throws {
    if count > configuration.sizeLimit {
      throw InterpreterError(.budget,
        "the program built a value of more than \(configuration.sizeLimit) elements (a loop that never stops growing?)",
        at: location)
    }
  }

  // MARK: - Globals

  func global(_ variable: GlobalVariable, at location: SourceLocation?) throws -> Value {
    if let value = globals[variable.index] {
      return variable.ownership == .strong ? value : try ownedValue(value, variable.ownership, at: location)
    }
    if variable.isScriptVariable, !variable.hasInitialValue {
      throw InterpreterError.unsupported(Compiler.usedBeforeInitialized(variable.name, isLet: variable.isConstant), at: location)
    }
    if variable.isScriptVariable {
      throw InterpreterError.unsupported("'\(variable.name)' is used before its declaration runs", at: location)
    }
    guard globalsInitializing.insert(variable.index).inserted else {
      throw InterpreterError.trap("'\(variable.name)' is used while it is being initialized", at: location)
    }
    defer { globalsInitializing.remove(variable.index) }
    let value: Value
    if let initializer = variable.initializer {
      let frame = Frame(code: scratchCode, interpreter: self, captures: [], selfValue: .void, selfBox: nil)
      value = coerce(try initializer.run(frame), to: variable.type)
    } else {
      value = .none
    }
    globals[variable.index] = value
    return value
  }

  func setGlobal(_ variable: GlobalVariable, _ value: Value) {
    globals[variable.index] = variable.ownership == .strong ? value : ownedStorage(value, variable.ownership)
  }

  /// Code with no body, for frames that evaluate a lone expression.
  lazy var scratchCode = FunctionCode(
    name: "main", kind: .topLevel, location: SourceLocation(file: "main.swift", line: 1, column: 1),
    isAsync: false, isThrowing: false)

  // MARK: - Entry points

  /// Runs `main.swift`'s statements; when they await, they run as a task, which is returned
  /// (the program lasts until it finishes).
  @discardableResult
  public func runTopLevelCode() throws -> InterpretedTask? {
    guard let code = program.topLevelCode else { return nil }
    if code.isAsync {
      return startTopLevelTask(code)
    }
    try withTopLevelErrors {
      _ = try invoke(code, arguments: [], captures: [], selfValue: .void, selfBox: nil, at: code.location)
    }
    return nil
  }

  /// Turns an error thrown out of the program into the crash Swift reports.
  func withTopLevelErrors<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let thrown as SwiftError {
      throw uncaught(thrown)
    }
  }

  /// `Fatal error: Error raised at top level: <the error as Swift prints it>`.
  public func uncaught(_ thrown: SwiftError) -> InterpreterError {
    let text = (try? reflect(thrown.value, at: thrown.location)) ?? "an error"
    return InterpreterError.trap("Error raised at top level: \(text)", at: thrown.location)
  }

  /// Records an inert call (an API accepted whose effect never reaches the console).
  func noteInert(_ construct: String) {
    if inertCalls.last != construct { inertCalls.append(construct) }
  }
}

/// A key for cached member lookups: the receiver's type and the member's name.
struct MemberKey: Hashable {
  var type: TypeKey
  var name: String
  var isStatic: Bool
}

/// A type's identity at run time, cheap to hash.
enum TypeKey: Hashable {
  case builtin(String)
  case user(ObjectIdentifier)
  case native(String)
}
