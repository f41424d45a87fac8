/// A stored property a subclass overrides with a computed one (`override var name: String {
/// get { … } set { … } }`): on an instance of that subclass, code of the superclass reads and
/// writes the override, as Swift's dynamic dispatch of properties does (The Swift Programming
/// Language, "Inheritance — Overriding Property Getters and Setters").
extension UserType {
  /// The computed property that overrides the stored property `name` for instances of this
  /// class: one declared between this class and the class that stores `name`, nearest first.
  func computedOverride(of name: String) -> ComputedProperty? {
    guard isClass, let index = field(named: name), let declaring = storedProperties[index].declaringType,
      declaring !== self
    else { return nil }
    for ancestor in classChain {
      if ancestor === declaring { return nil }
      if let computed = ancestor.members.computed[name] { return computed }
    }
    return nil
  }
}

extension Program {
  /// Whether some class of the program overrides an inherited stored property `name` with a
  /// computed one (then no read of `name` takes the direct path to storage).
  func overridesWithComputed(_ name: String) -> Bool {
    allTypes.contains { $0.computedOverride(of: name) != nil }
  }
}
