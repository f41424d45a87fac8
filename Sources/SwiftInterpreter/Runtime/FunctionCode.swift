import SwiftReader
import Transcript

/// The compiled code of a function, method, initializer, accessor or closure.
///
/// Made once per program; any number of calls (in any number of processes) run it, each
/// in a frame of its own.
public final class FunctionCode {
  public enum Kind: Sendable { case function, method, initializer, getter, setter, observer, closure, topLevel }
  /// What `self` is in the code.
  enum SelfMode { case none, value, mutating, object, type }

  /// The text `#function` gives inside it: `greet(name:)`, `init()`, `body`.
  public let name: String
  public let kind: Kind
  public let location: SourceLocation
  var parameters: [ParameterCode] = []
  var slotCount = 0
  var boxCount = 0
  var body: ((Frame) throws -> Flow)?
  /// Steps a call costs: one, and more for a long body (`StepCost`).
  var stepCost = 1
  var asyncBody: ((Frame) async throws -> Flow)?
  public internal(set) var isAsync: Bool
  public internal(set) var isThrowing: Bool
  var returnType: SwiftType = .void
  /// `throws(E)`: the error type its `throw`s and its callers' `catch`es know statically.
  var thrownType: SwiftType?
  var selfMode: SelfMode = .none
  /// `[weak self]` or `[unowned self]` in a closure's capture list.
  var selfOwnership: CaptureItem.Ownership = .strong
  /// The type whose member it is (nil for free functions and closures).
  ///
  /// `unowned`, not `weak`: a weakly referenced object gets a side table, and then every retain
  /// and release of it takes the runtime's slow path; the program holds its types for as long
  /// as their code can run.
  public internal(set) unowned var owner: UserType?
  /// Generic parameters that calls bind from their arguments.
  var genericParameters: [String] = []
  /// The constraint written on each generic parameter (`T: Animal`), for static dispatch.
  var genericConstraints: [String: TypeSyntax] = [:]
  /// Its own generic parameters with no constraint and no `where` requirement (`func f<T>`):
  /// the body may only copy and pass their values.
  var unconstrainedGenerics: Set<String> = []
  /// For a method: `mutating` (value types) — its caller writes `self` back.
  public internal(set) var isMutating = false
  public internal(set) var isStatic = false
  /// `init?`: returns an optional.
  var isFailable = false
  /// A convenience initializer of a class delegates to another initializer.
  var isConvenience = false
  /// Declared in an extension: a struct's memberwise initializer stays available beside it.
  var isFromExtension = false
  /// The result builder its body is transformed by (`@ListBuilder`), if any.
  public internal(set) var builder: String?
  /// For a method that overrides: the method of the superclass `super.` reaches.
  unowned var overridden: FunctionCode?
  /// Declared `override`: it replaces its superclass's method in dynamic dispatch.
  var isOverride = false
  /// The attributes written on the declaration (`@MainActor`, `@discardableResult` …).
  var attributes: [String] = []
  /// A single-expression closure's result type inferred from its body, when nothing declared one.
  var inferredResult: SwiftType?
  /// `postfix func %%`: a one-parameter operator function applied after its operand.
  var isPostfixOperator = false
  /// Whether the body uses a single expression whose value is the result (`{ x * 2 }`).
  var isSingleExpression = false
  /// A closure whose parameters are surely of the types it was given (`nums.map { $0 * 2.5 }`
  /// on a certain `[Int]`): a mismatch with them is swiftc's error.
  var parametersAreCertain = false
  /// The `}` that ends a declared function's body: where swiftc reports a missing `return`.
  var closingBrace: SourceLocation?
  /// Whether the code (or a closure in it) reads `self` or a member through implicit `self`:
  /// a host may remake a closure that does each time its owner is made again.
  public internal(set) var usesSelf = false
  /// A closure that may outlive the code that made it and names no `self` in its capture
  /// list: in a class, its uses of members through implicit `self` are refused (SE-0269).
  var needsExplicitSelf = false
  /// A closure whose capture list names `self` (`[self]`, `[weak self]`).
  var capturesSelf = false

  init(name: String, kind: Kind, location: SourceLocation, isAsync: Bool, isThrowing: Bool) {
    self.name = name
    self.kind = kind
    self.location = location
    self.isAsync = isAsync
    self.isThrowing = isThrowing
  }

  /// The parameter labels, Swift's way: `(_:name:)`.
  public var labels: [String?] { parameters.map(\.label) }

  /// Whether this method hides `other` of a superclass: the same labels and parameter types
  /// (an overload of other types, `f(_: String)` beside an override of `f(_: Int)`, does not).
  func overrides(_ other: FunctionCode) -> Bool {
    labels == other.labels && parameters.count == other.parameters.count
      && zip(parameters, other.parameters).allSatisfy { $0.type.isSame(as: $1.type) || $0.type.isUnknown || $1.type.isUnknown }
  }

  /// The declared number of parameters.
  public var arity: Int { parameters.count }
}

/// One parameter of compiled code: its label, where the body reads it, and its default.
struct ParameterCode {
  var label: String?
  var name: String
  var type: SwiftType
  /// Where the body finds it: a slot, or a cell when a closure captures it or it is `inout`.
  var storage: LocalStorage
  var defaultValue: ExprCode?
  var isVariadic: Bool
  var isInout: Bool
  /// The builder a closure passed here is built with (`@ListBuilder items: () -> [Int]`).
  var builder: String?
  var takesClosure: Bool
  /// The number of parameters of the closure type (`(V, V) -> Void` takes 2), when known.
  var closureArity: Int?
  var isAutoclosure: Bool
  /// A default is written for it: known from the declaration, before its value is compiled (a
  /// call above the function's body, `static let shared = Controller()`, needs only this).
  var hasDefault = false
  /// A default that is `#function`, `#line`, `#column`, `#file`, `#fileID` or `#filePath`:
  /// it takes the caller's value, not the declaration's.
  var callerLiteral: String? = nil
  /// A closure passed here may outlive the call (`@escaping`, an optional or generic type).
  var isEscaping = false
  /// Declared `T?` (not `T!`): in the body, a member of it needs `?` or `!`.
  var isWrittenOptional = false
}

/// Where a local variable lives in a frame.
enum LocalStorage {
  case slot(Int)
  case box(Int)
}

/// A compiled expression: how to run it, and the static type the compiler inferred.
struct ExprCode {
  var type: SwiftType
  var run: (Frame) throws -> Value
  /// Set when the expression awaits: then only this may run it.
  var async: ((Frame) async throws -> Value)?
  /// The source it came from, for errors.
  var location: SourceLocation
  /// A literal the compiler can still retype (`1` as a `Double`), with its text.
  var literal: LiteralKind? = nil
  /// The element of a standard view whose own type the compiler does not name (`d.values` of a
  /// `[String: Double]` holds `Double`s), so a literal joined with its elements is typed as they are.
  var element: SwiftType? = nil

  enum LiteralKind { case integer(String), float(String), nilLiteral, string, emptyArray, emptyDictionary }

  var isAsync: Bool { async != nil }

  /// Runs the expression in async code, awaiting only if it awaits.
  @inline(__always)
  func evaluate(_ frame: Frame) async throws -> Value {
    if let async { return try await async(frame) }
    return try run(frame)
  }
}

/// A compiled statement.
struct StmtCode {
  var run: (Frame) throws -> Flow
  var async: ((Frame) async throws -> Flow)?

  var isAsync: Bool { async != nil }

  @inline(__always)
  func execute(_ frame: Frame) async throws -> Flow {
    if let async { return try await async(frame) }
    return try run(frame)
  }
}
