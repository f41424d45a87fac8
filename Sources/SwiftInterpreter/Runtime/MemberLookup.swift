/// What a member name means on a value of some type, found once and cached.
enum MemberLookup {
  /// A stored property of a struct or class of the program.
  case field(index: Int, property: StoredProperty)
  case computed(ComputedProperty)
  case methods([FunctionCode])
  case nativeProperty(NativeProperty)
  case nativeMethods([NativeFunction])
  /// A member of the host class a class of the program inherits from (`NSObject.description`).
  case baseProperty(NativeProperty)
  case baseMethods([NativeFunction])
  /// `rawValue` of an enum with raw values.
  case rawValue
  case notFound

  var isFound: Bool {
    if case .notFound = self { return false }
    return true
  }
}

/// What a static member name means on a type.
enum StaticMemberLookup {
  case enumCase(UserType, Int)
  case nativeCase(NativeType, Int)
  case stored(GlobalVariable)
  case computed(ComputedProperty)
  case methods([FunctionCode])
  case initializers
  case nativeProperty(NativeProperty)
  case nativeMethods([NativeFunction])
  case nestedType(SwiftType)
  case notFound
}
