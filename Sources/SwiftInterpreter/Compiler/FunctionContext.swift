import SwiftReader
import Transcript

/// What the compiler knows while it compiles one function, closure or accessor: its
/// scopes and their slots, what it captures from the code around it, and what `self` is.
final class FunctionContext {
  /// The function around a closure or local function.
  let parent: FunctionContext?
  let code: FunctionCode
  /// The type whose member is being compiled (`self`'s type), if any.
  let selfType: SwiftType?
  /// Names the code's closures and local functions use: locals of these names live in cells.
  let capturedNames: Set<String>
  var scopes: [[String: LocalVariable]] = [[:]]
  /// What this closure captures, in capture-index order, and how to find each in `parent`.
  var captures: [(name: String, outer: VariableReference)] = []
  /// The names a closure's capture list binds (`[weak self]` aside), as its body sees them.
  var captureItems: [String: LocalVariable] = [:]
  /// Enclosing loops and `switch`es, innermost last: `break`/`continue` targets.
  var jumpTargets: [(label: String?, id: Int, isLoop: Bool)] = []
  /// The result builder a closure's or getter's body is transformed by.
  var builder: String?
  /// Whether `await` is allowed (async function or closure).
  var isAsync: Bool
  /// Generic parameters in scope (the function's and its type's).
  var genericNames: Set<String>
  /// Closure parameters written `$name` (SE-0293): `name` reads the wrapper's `wrappedValue`.
  var wrappedParameters: Set<String> = []
  /// The type whose names (nested types, aliases) are in scope without a `self`: a stored
  /// property's initial value.
  var typeScope: SwiftType?
  /// The `try`s around the expression being compiled, innermost last, and how many `do`s with
  /// `catch` clauses around it: whether a throwing call is covered and its error handled.
  var tries: [(kind: TryKind, location: SourceLocation)] = []
  var handlingDepth = 0
  /// A property's initial value or a parameter's default, compiled on its own.
  var isDetached = false
  /// The program's type the first `return` of a `some P` function gave (``checkOpaqueUnderlying``).
  var opaqueUnderlying: UserType?
  /// Locals declared without a value and not yet assigned on every path compiled so far, and
  /// how many `defer` bodies enclose the code being compiled (`Compiler+DefiniteInitialization`).
  var unassigned = Unassigned()
  var deferDepth = 0
  /// How deep in an expression the compiler is, and where the outermost one began: swiftc
  /// puts a missing `await` there.
  var expressionDepth = 0
  var expressionStart: SourceLocation?

  init(parent: FunctionContext?, code: FunctionCode, selfType: SwiftType?, capturedNames: Set<String>,
    isAsync: Bool, genericNames: Set<String>) {
    self.parent = parent
    self.code = code
    self.selfType = selfType
    self.capturedNames = capturedNames
    self.isAsync = isAsync
    self.genericNames = genericNames
  }

  func pushScope() { scopes.append([:]) }
  func popScope() { scopes.removeLast() }

  /// Declares a local; it lives in a cell when a closure may capture it or when asked.
  @discardableResult
  func declare(
    _ name: String, type: SwiftType, isConstant: Bool, boxed: Bool = false, mayBeAssigned: Bool = false,
    typeIsCertain: Bool = false, ownership: CaptureItem.Ownership = .strong, isDeclaredOptional: Bool = false
  ) -> LocalVariable {
    let storage: LocalStorage
    let order = code.slotCount + code.boxCount
    if boxed || capturedNames.contains(name) {
      storage = .box(code.boxCount)
      code.boxCount += 1
    } else {
      storage = .slot(code.slotCount)
      code.slotCount += 1
    }
    var variable = LocalVariable(name: name, storage: storage, type: type, isConstant: isConstant)
    variable.order = order
    variable.ownership = ownership
    variable.mayBeAssigned = mayBeAssigned
    variable.typeIsCertain = typeIsCertain
    variable.isDeclaredOptional = isDeclaredOptional
    if name != "_" { scopes[scopes.count - 1][name] = variable }
    return variable
  }

  /// A slot for the compiler's own use (a loop's iterator, a `switch`'s subject).
  func temporary() -> Int {
    code.slotCount += 1
    return code.slotCount - 1
  }

  /// Finds a name among this function's locals, innermost scope first.
  func local(_ name: String) -> LocalVariable? {
    for scope in scopes.reversed() {
      if let variable = scope[name] { return variable }
    }
    return nil
  }

  /// Finds a name in this function or the functions around it, capturing it if needed.
  func lookup(_ name: String) -> (VariableReference, LocalVariable)? {
    if let variable = local(name) {
      switch variable.storage {
      case .slot(let slot): return (.slot(slot), variable)
      case .box(let box): return (.box(box), variable)
      }
    }
    if let index = captures.firstIndex(where: { $0.name == name }) {
      if let item = captureItems[name] { return (.capture(index), item) }
      if case .global(let global) = captures[index].outer {
        var variable = LocalVariable(name: name, storage: .slot(0), type: global.type, isConstant: true)
        variable.element = global.element
        return (.capture(index), variable)
      }
      if let parent, let (_, variable) = parent.lookup(name) { return (.capture(index), variable) }
    }
    guard let parent, let (outer, variable) = parent.lookup(name) else { return nil }
    switch outer {
    case .slot:
      // A local of the enclosing function that is not in a cell: a constant, copied in.
      captures.append((name, outer))
    default:
      captures.append((name, outer))
    }
    return (.capture(captures.count - 1), variable)
  }

  /// A new jump target id for a loop or `switch`.
  func pushJumpTarget(label: String?, isLoop: Bool, id: Int) {
    jumpTargets.append((label, id, isLoop))
  }

  func popJumpTarget() { jumpTargets.removeLast() }
}

/// A local variable as the compiler records it.
struct LocalVariable {
  var name: String
  var storage: LocalStorage
  var type: SwiftType
  var isConstant: Bool
  /// `weak var`, `unowned let`, `[weak x]`: stored without keeping its object alive.
  var ownership: CaptureItem.Ownership = .strong
  /// A constant the mutability check leaves alone: `let x: Int` assigned once later, or a
  /// closure's parameter that its context may make `inout`.
  var mayBeAssigned = false
  /// `let x: Int` or `var total: Int`, written without a value: a read before an assignment
  /// on every path is swiftc's error, caught when it happens (`Compiler+DefiniteInitialization`).
  var declaredWithoutValue = false
  /// A function declared in a body (`func inner(a:b:)`): called with its labels, unlike a closure.
  var isLocalFunction = false
  /// Whether its type is certain (declared, or from a literal or a certain expression), so that
  /// a mismatch with it is swiftc's error rather than an inference of ours (see
  /// `Compiler+TypeMismatch`).
  var typeIsCertain = false
  /// Declared with an optional type written out (`let x: Int? = …`, never `Int!`): a member
  /// reached on it needs `?` or `!` (see `Compiler+Unwrapping`).
  var isDeclaredOptional = false
  /// The element of the dictionary view it holds (`let vs = d.values` of a `[String: Double]`),
  /// which its type does not name: `vs.reduce(0, +)` starts from a `Double` as `d.values` does.
  var element: SwiftType?
  /// Rises with each local a function declares: a scope that ends destroys its locals from
  /// the last declared to the first, whether they live in slots or cells.
  var order = 0
}

/// How compiled code reaches a variable.
enum VariableReference {
  case slot(Int)
  case box(Int)
  /// A cell the closure captured.
  case capture(Int)
  /// A global copied into a closure by its capture list (`[count]`).
  case global(GlobalVariable)
}
