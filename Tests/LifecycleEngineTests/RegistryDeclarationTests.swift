@testable import LifecycleEngine
import Testing

/// The registry files each declaration under the head it reads quickly (its name and whether it
/// is static) and reads the rest when a program first uses it; so every declaration must read in
/// full, and its full reading must give the head it was filed under.
@Suite("The engine's registry declarations, read in full")
struct RegistryDeclarationTests {
  @Test("every declaration reads, and its name and 'static' are the ones it was filed under")
  func everyDeclarationReads() {
    let registry = EngineRegistry.shared
    #expect(registry.readEveryDeclaration() == [])
    let declared = registry.typeOrder.reduce(0) { $0 + $1.methods.count + $1.properties.count }
    #expect(declared > 500, "\(declared) methods and properties")
  }
}
