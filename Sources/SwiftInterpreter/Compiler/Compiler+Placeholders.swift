import SwiftReader
import Transcript

/// The generic parameters and associated types of the standard library's types and
/// protocols, as an extension of one sees them (`extension Collection where Element: Numeric`
/// writes `Element`): placeholders, bound by the values they meet at run time.
extension Compiler {
  /// Names that stand for a type inside an extension of each standard type or protocol.
  /// From the declarations in the Swift standard library's reference (developer.apple.com/documentation/swift).
  static let standardPlaceholders: [String: Set<String>] = [
    "Array": ["Element", "Index"],
    "Set": ["Element", "Index"],
    "Dictionary": ["Key", "Value", "Element", "Index"],
    "Optional": ["Wrapped"],
    "Range": ["Bound"],
    "ClosedRange": ["Bound"],
    "Sequence": ["Element", "Iterator"],
    "Collection": ["Element", "Index", "Iterator", "SubSequence", "Indices"],
    "BidirectionalCollection": ["Element", "Index", "SubSequence"],
    "RandomAccessCollection": ["Element", "Index", "SubSequence"],
    "MutableCollection": ["Element", "Index", "SubSequence"],
    "RangeReplaceableCollection": ["Element", "Index", "SubSequence"],
    "IteratorProtocol": ["Element"],
    "SetAlgebra": ["Element"],
  ]

  /// A placeholder name of the standard type or protocol `scope` is (an extension's `Self`).
  func standardPlaceholder(_ name: String, in scope: SwiftType?) -> SwiftType? {
    guard let scope = scope?.instanceType, scope.userType == nil, !scope.isUnknown else { return nil }
    switch scope {
    case .array(let element) where name == "Element" && !element.isUnknown: return element
    case .set(let element) where name == "Element" && !element.isUnknown: return element
    default: break
    }
    let key = Compiler.extensionKeyName(scope)
    if Compiler.standardPlaceholders[key]?.contains(name) == true { return .generic(name) }
    if let native = registry.type(named: key), native.genericParameters.contains(name) { return .generic(name) }
    return nil
  }

  /// `extension Array`'s `self` is an array of its `Element` placeholder (not of an unknown
  /// element), so `append(0)` in its methods takes the literal as the `Element` the call bound
  /// (`0.0` for a `[Double]`, as swiftc types it).
  /// The standard collection protocols, whose extensions name their elements `Element`.
  static let elementProtocols: Set<String> = [
    "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
    "RangeReplaceableCollection",
  ]

  static func withPlaceholderElements(_ extended: SwiftType) -> SwiftType {
    switch extended {
    case .array(.unknown): return .array(.generic("Element"))
    case .set(.unknown): return .set(.generic("Element"))
    case .dictionary(.unknown, .unknown): return .dictionary(.generic("Key"), .generic("Value"))
    case .optional(.unknown): return .optional(.generic("Wrapped"))
    // `extension Collection where Element: Numeric`: a collection of its `Element` placeholder.
    case .native(let native, let arguments) where arguments.isEmpty && elementProtocols.contains(native.name):
      return .native(native, arguments: [.generic("Element")])
    default: return extended
    }
  }

  /// The placeholders an extension's member may name as types (`Element` in `extension Array`):
  /// generic parameters of its body, bound by the call that runs it.
  func placeholderNames(of selfType: SwiftType?) -> Set<String> {
    guard let scope = selfType?.instanceType, scope.userType == nil, !scope.isUnknown else { return [] }
    let key = Compiler.extensionKeyName(scope)
    var names = Compiler.standardPlaceholders[key] ?? []
    if let native = registry.type(named: key) { names.formUnion(native.genericParameters) }
    return names.filter { name in
      if case .generic(name)? = standardPlaceholder(name, in: scope) { return true }
      return false
    }
  }
}
