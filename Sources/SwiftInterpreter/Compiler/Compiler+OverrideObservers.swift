import SwiftReader
import Transcript

/// `override var name { willSet { … } didSet { … } }` in a subclass: observers added to an
/// inherited stored property, which keeps its storage (The Swift Programming Language,
/// "Inheritance — Overriding Property Observers").
extension Compiler {
  func overrideObservers(
    _ name: String, willSet: Accessor?, didSet: Accessor?, of type: UserType, at location: SourceLocation
  ) {
    finishLayout(of: type)
    guard let superclass = type.superclass, let index = superclass.field(named: name) else {
      error("property '\(name)' does not override any property from its superclass", at: location)
      return
    }
    let property = superclass.storedProperties[index]
    let willSetCode = willSet.map { observerCode($0, property: property, parameter: $0.parameterName ?? "newValue", owner: type) }
    let didSetCode = didSet.map { observerCode($0, property: property, parameter: $0.parameterName ?? "oldValue", owner: type) }
    property.overridingObservers.append((type, willSetCode, didSetCode))
  }
}
