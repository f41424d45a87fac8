import SwiftReader
import Transcript

/// The members declared for a type: by the type itself, or by extensions of a protocol or of
/// a registry type (`extension Sequence { func tally() … }`, `extension Int { var doubled … }`).
public final class MemberTable {
  var methods: [String: [FunctionCode]] = [:]
  var staticMethods: [String: [FunctionCode]] = [:]
  var computed: [String: ComputedProperty] = [:]
  var staticComputed: [String: ComputedProperty] = [:]
  var staticStored: [String: GlobalVariable] = [:]
  var initializers: [FunctionCode] = []
  var subscripts: [SubscriptMember] = []
  var staticSubscripts: [SubscriptMember] = []

  var isEmpty: Bool {
    methods.isEmpty && staticMethods.isEmpty && computed.isEmpty && staticComputed.isEmpty
      && staticStored.isEmpty && initializers.isEmpty && subscripts.isEmpty
  }

  /// Whether an instance member (method or property) of this name is declared here.
  public func declaresInstanceMember(_ name: String) -> Bool {
    methods[name] != nil || computed[name] != nil
  }

  /// Whether a method of this name and these argument labels is declared here.
  public func declaresMethod(_ name: String, labels: [String?]) -> Bool {
    methods[name]?.contains { $0.labels == labels } ?? false
  }

  func declaresStaticMember(_ name: String) -> Bool {
    staticMethods[name] != nil || staticComputed[name] != nil || staticStored[name] != nil
  }
}

/// A computed property: its getter, and its setter when it has one.
struct ComputedProperty {
  var name: String
  var type: SwiftType
  var getter: FunctionCode
  var setter: FunctionCode?
  var location: SourceLocation
}

/// `subscript(index: Int) -> T { get set }` of a type of the program.
struct SubscriptMember {
  var getter: FunctionCode
  var setter: FunctionCode?
  var labels: [String?]
}

/// A global variable, a `static` property, or a top-level variable of `main.swift`: one
/// value per process, made by its initializer on first use (or, in `main.swift`, when its
/// declaration runs).
final class GlobalVariable {
  let name: String
  var type: SwiftType
  let location: SourceLocation
  var initializer: ExprCode?
  let isConstant: Bool
  /// False for a top-level `let x: Int` whose value is assigned later.
  var hasInitialValue = true
  /// Whether its type is certain (see `LocalVariable.typeIsCertain`).
  var typeIsCertain = false
  /// Declared with an optional type written out (see `LocalVariable.isDeclaredOptional`).
  var isDeclaredOptional = false
  /// The element of the dictionary view it holds (see `LocalVariable.element`).
  var element: SwiftType?
  /// Declared by top-level code: initialized in order as the code runs, not lazily.
  let isScriptVariable: Bool
  var didSet: FunctionCode?
  var willSet: FunctionCode?
  /// `weak var` or `unowned let` at the top level: stored without keeping its object alive.
  var ownership: CaptureItem.Ownership = .strong
  /// The slot in the interpreter's globals.
  let index: Int

  init(name: String, type: SwiftType, location: SourceLocation, isConstant: Bool,
    isScriptVariable: Bool, index: Int) {
    self.name = name
    self.type = type
    self.location = location
    self.isConstant = isConstant
    self.isScriptVariable = isScriptVariable
    self.index = index
  }
}
