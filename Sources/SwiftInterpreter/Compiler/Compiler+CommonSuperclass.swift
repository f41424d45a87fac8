/// `[Movie(…), Song(…)]`: an array literal of instances of different classes is an array of
/// their nearest common superclass (`[MediaItem]`, The Swift Programming Language, "Type
/// Casting"), not of its first element's class.
extension Compiler {
  /// The nearest class all of `types` (class types of the program, optional or not)
  /// inherit from, when they are not all one class; nil otherwise.
  static func commonSuperclass(_ types: [SwiftType]) -> SwiftType? {
    var classes: [UserType] = []
    for type in types {
      guard case .user(let user, let arguments) = type.wrapped, user.isClass, arguments.isEmpty else { return nil }
      classes.append(user)
    }
    guard let first = classes.first, classes.contains(where: { $0 !== first }) else { return nil }
    for candidate in first.classChain where classes.allSatisfy({ $0.classChain.contains { $0 === candidate } }) {
      let common = SwiftType.user(candidate, arguments: [])
      return types.contains(where: \.isOptional) ? .optional(common) : common
    }
    return nil
  }
}
