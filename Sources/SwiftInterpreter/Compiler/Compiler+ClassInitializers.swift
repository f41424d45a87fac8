import SwiftReader
import Transcript

/// A class or actor with a stored property that has no value, and no designated initializer to
/// give it one: swiftc refuses to build it (`class 'P' has no initializers`, at the type's
/// name), so it never runs here, where the property would read as nothing. A `var` of an
/// optional type starts as `nil` and needs none; a convenience initializer in an extension does
/// not count. Classes with attributes other than `@MainActor`, or with a framework's superclass
/// (whose initializers are not all known here), are left alone.
extension Compiler {
  func checkClassesHaveInitializers() {
    for type in program.allTypes where type.kind == .classType || type.kind == .actor {
      guard type.attributes.allSatisfy({ $0.name == "MainActor" }),
        type.classChain.allSatisfy({ $0.nativeSuperclass == nil && $0.unmodelledSuperclass == nil }),
        let required = requiredProperties(of: type), !required.isEmpty,
        let designated = designatedInitializers(of: type), designated.isEmpty
      else { continue }
      error("\(type.kind == .actor ? "actor" : "class") '\(type.name)' has no initializers", at: type.location)
    }
  }
}
