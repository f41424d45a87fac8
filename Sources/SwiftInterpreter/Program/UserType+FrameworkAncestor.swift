extension UserType {
  /// The framework class a class of the program inherits from, nearest first, when it is not
  /// a root class (a framework's controller class, not `NSObject`): a name such a class lacks
  /// is most likely one it inherits that the registry does not hold, so it is "not modelled",
  /// never swiftc's "cannot find" or "has no member", which would blame correct code.
  func frameworkAncestor(_ platform: PlatformConventions) -> NativeType? {
    guard let native = classChain.lazy.compactMap(\.nativeSuperclass).first, native.superclass != nil,
      platform.isFrameworkName(native.name)
    else { return nil }
    return native
  }
}
