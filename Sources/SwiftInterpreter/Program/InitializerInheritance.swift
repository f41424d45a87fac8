/// Which initializers a class has: its own and those it inherits by Swift's two rules (The Swift
/// Programming Language, "Initializer Inheritance and Overriding" — "Automatic Initializer
/// Inheritance"): a class that declares no designated initializer inherits its superclass's
/// designated ones (rule 1); a class that has all of its superclass's designated ones, by rule 1
/// or written (a `convenience` override counts), inherits its superclass's convenience ones too
/// (rule 2). `ShoppingListItem()` of the book's example is `Food`'s `convenience init()`.
extension UserType {
  /// The initializers a call `Type(…)` chooses among, the class's own first.
  func availableInitializers() -> [FunctionCode] {
    availableInitializers(depth: 0)
  }

  private func availableInitializers(depth: Int) -> [FunctionCode] {
    let own = members.initializers
    guard isClass, let superclass, depth < 64 else { return own }
    let inherited = superclass.availableInitializers(depth: depth + 1)
    let superDesignated = inherited.filter { !$0.isConvenience }
    let declaresDesignated = own.contains { !$0.isConvenience }
    func isOwn(_ code: FunctionCode) -> Bool { own.contains { $0.parameterLabels == code.parameterLabels } }
    var result = own
    if !declaresDesignated { result += superDesignated.filter { !isOwn($0) } }
    let hasAllDesignated = !declaresDesignated || superDesignated.allSatisfy(isOwn)
    if hasAllDesignated { result += inherited.filter { $0.isConvenience && !isOwn($0) } }
    return result
  }
}

extension FunctionCode {
  /// The argument labels a call writes (`init(name:quantity:)` is `["name", "quantity"]`).
  var parameterLabels: [String?] { parameters.map(\.label) }
}
