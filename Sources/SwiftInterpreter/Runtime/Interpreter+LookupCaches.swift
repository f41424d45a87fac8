/// Answers the interpreter found once and keeps for the rest of the run.
///
/// The program and the registry do not change once the program is compiled, so what a name
/// means on a type is worked out once; an event of
/// a host (a phase change that runs bodies again) then costs one dictionary probe per lookup
/// instead of a walk through extensions, superclasses and protocols.
final class LookupCaches {
  /// `Type.name`: by the type and the member's name.
  var staticMembers: [StaticMemberKey: StaticMemberLookup] = [:]
  /// A struct's memberwise initializer, by the struct type.
  var memberwise: [ObjectIdentifier: MemberwiseInitializer] = [:]
  /// Registry parameters' default values (evaluated once, as `nativeDefault` does), by the
  /// declaration and the parameter's place, so that no key text is built per call.
  var nativeDefaults: [NativeDefaultKey: Value] = [:]
  /// The operator names the program declares (global functions, static methods of its types
  /// and of its extensions): an operator it does not declare has no custom overload to look up.
  var programOperators: Set<String>?
  /// What `customDescription` asks of a type, by the type.
  var describing: [TypeKey: DescribingConformances] = [:]
  /// The registry property each wrapped stored property's `wrappedValue` is read through, by
  /// the stored property, with the wrapper type it was found on.
  var wrappedValueReaders: [ObjectIdentifier: (typeName: String, property: NativeProperty)] = [:]
}

/// The protocols that decide how a value of a type is described.
struct DescribingConformances {
  var debug: Bool
  var plain: Bool
}

/// A static member's name on a type of the program or a registry type.
struct StaticMemberKey: Hashable {
  var type: TypeKey
  var name: String
}

/// A registry declaration's parameter.
struct NativeDefaultKey: Hashable {
  var signature: ObjectIdentifier
  var index: Int
}

/// What a struct's memberwise initializer takes: its parameters, as the matcher sees them, and
/// the field each one sets.
struct MemberwiseInitializer {
  var parameters: [StoredProperty]
  var shapes: [ArgumentMatcher.ParameterShape]
  var fields: [Int?]
}
