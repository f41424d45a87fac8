import Transcript

/// Values as text: `String(describing:)` (what `print` and interpolation show) and
/// `String(reflecting:)` (what `debugPrint` and collections' elements show), with Swift's
/// rules for each kind of value and the program's `description`s.
extension Interpreter {
  /// `String(describing: value)`.
  public func describe(_ value: Value, at location: SourceLocation?) throws -> String {
    switch value {
    case .string(let s): return s
    case .character(let c): return String(c)
    case .int(let i): return String(i)
    case .double(let d): return FloatText.printed(d)
    case .bool(let b): return b ? "true" : "false"
    case .number(let n): return n.description
    case .void: return "()"
    case .none: return "nil"
    case .some(let inner): return "Optional(\(try reflect(inner, at: location)))"
    case .array, .dictionary, .tuple: return try describeCollection(value, at: location)
    case .set(let set): return try described("[" + (try reflectElements(set.elements, at: location)).joined(separator: ", ") + "]", at: location)
    case .range(let range): return try describeRange(range, at: location)
    case .structure(let s):
      if let custom = try customDescription(value, debug: false, at: location) { return custom }
      let name = try genericTypeName(s.type, inferredArguments(s), qualified: false, at: location)
      return try defaultReflection(name, s.type, s.fields, at: location)
    case .object(let o):
      if let custom = try customDescription(value, debug: false, at: location) { return custom }
      return try genericTypeName(o.type, inferredArguments(o), qualified: true, at: location)
    case .enumCase(let e):
      if let custom = try customDescription(value, debug: false, at: location) { return custom }
      return try describeCase(e, qualified: false, at: location)
    case .function: return "(Function)"
    case .type(let type):
      if case .user(let user, let arguments) = type, !user.genericParameters.isEmpty, arguments.isEmpty {
        return try genericTypeName(user, nil, qualified: false, at: location)
      }
      // A nested standard type prints its own name (`UInt8.Words` prints `Words`), as a nested user type does.
      return type.printedName
    case .keyPath(let keyPath): return try describeKeyPath(keyPath, at: location)
    case .native(let native):
      return try describeNative(native, debug: false, at: location)
    }
  }

  /// `\Person.address?.city?`: Swift shows a last `?` where an optional chain ends on a value
  /// that is not itself optional (checked with swiftc 6.3); refused where that type is unknown.
  private func describeKeyPath(_ keyPath: KeyPathValue, at location: SourceLocation?) throws -> String {
    let text = "\\\(keyPath.root?.name ?? "").\(keyPath.joined)"
    guard keyPath.components.contains("?") else { return text }
    var type = keyPath.root
    for component in keyPath.components {
      switch (component, type) {
      case ("?", _), ("!", _): type = type?.wrapped
      case (_, .user(let user, _)?):
        type = user.field(named: component).map { user.storedProperties[$0].type }
      default: type = nil
      }
    }
    guard let type, !type.isUnknown else { throw InterpreterError.notModelled("printing the key path '\(text)'", at: location) }
    return type.isOptional ? text : text + "?"
  }

  private func describeNative(_ native: any NativeValue, debug: Bool, at location: SourceLocation?) throws -> String {
    if debug, let reflected = native as? any ReflectedNativeValue { return try reflected.reflect(self, at: location) }
    if let described = native as? any DescribedNativeValue { return try described.describe(self, at: location) }
    if let member = native as? ImplicitMemberValue {
      throw InterpreterError.unsupported("cannot infer contextual base in reference to member '\(member.name)'", at: location)
    }
    guard let text = debug ? native.debugDescription : native.description else {
      throw InterpreterError.notModelled(native.constructName, at: location)
    }
    return text
  }

  /// `String(reflecting: value)`.
  public func reflect(_ value: Value, at location: SourceLocation?) throws -> String {
    try describing(at: location)
    switch value {
    case .string(let s):
      try checkPrinted(s.utf8.count + 2, at: location)
      return try described(StringBytes.debugDescription(s), at: location)
    case .character(let c): return c.debugDescription
    case .none: return "nil"
    case .some(let inner): return "Optional(\(try reflect(inner, at: location)))"
    case .set(let set):
      return try described("Set([" + (try reflectElements(set.elements, at: location)).joined(separator: ", ") + "])", at: location)
    case .range(let range):
      let name: String
      if range.lower == nil { name = range.isClosed ? "PartialRangeThrough" : "PartialRangeUpTo" }
      else if range.upper == nil { name = "PartialRangeFrom" }
      else { name = range.isClosed ? "ClosedRange" : "Range" }
      if range.lower == nil || range.upper == nil { return try describeRange(range, qualified: true, at: location) }
      // The bounds reflected too: `ClosedRange("a"..."c")` (checked with swiftc 6.3).
      let lower = try range.lower.map { try reflect($0, at: location) } ?? ""
      let upper = try range.upper.map { try reflect($0, at: location) } ?? ""
      return "\(name)(\(lower)\(range.isClosed ? "..." : "..<")\(upper))"
    case .structure(let s):
      if let custom = try customDescription(value, debug: true, at: location) { return custom }
      let name = try genericTypeName(s.type, inferredArguments(s), qualified: true, at: location)
      return try defaultReflection(name, s.type, s.fields, at: location)
    case .object(let o):
      if let custom = try customDescription(value, debug: true, at: location) { return custom }
      return try genericTypeName(o.type, inferredArguments(o), qualified: true, at: location)
    case .enumCase(let e):
      if let custom = try customDescription(value, debug: true, at: location) { return custom }
      return try describeCase(e, qualified: true, at: location)
    case .type(let type):
      if case .user(let user, let arguments) = type, !user.genericParameters.isEmpty, arguments.isEmpty {
        return try genericTypeName(user, nil, qualified: true, at: location)
      }
      return type.qualifiedName
    case .native(let native):
      return try describeNative(native, debug: true, at: location)
    default:
      return try describe(value, at: location)
    }
  }

  private func describeCollection(_ value: Value, at location: SourceLocation?) throws -> String {
    try describing(at: location)
    switch value {
    case .array(let array):
      return try described("[" + (try reflectElements(array.elements, at: location)).joined(separator: ", ") + "]", at: location)
    case .dictionary(let dictionary):
      if dictionary.isEmpty { return "[:]" }
      var parts: [String] = []
      var bytes = 0
      for index in 0..<dictionary.count {
        let (key, element) = dictionary[index]
        parts.append("\(try reflect(key, at: location)): \(try reflect(element, at: location))")
        bytes &+= parts[parts.count - 1].utf8.count + 2
        try checkPrinted(bytes, at: location)
      }
      return try described("[" + parts.joined(separator: ", ") + "]", at: location)
    case .tuple(let tuple):
      var parts: [String] = []
      for (index, element) in tuple.elements.enumerated() {
        let label = tuple.label(at: index).map { "\($0): " } ?? ""
        parts.append(label + (try reflect(element, at: location)))
      }
      return try described("(" + parts.joined(separator: ", ") + ")", at: location)
    default:
      return try describe(value, at: location)
    }
  }

  /// Elements as a collection shows them; while printing, the text made so far is all part
  /// of what is printed, so it stops the run as soon as it is more than the output budget's rest.
  private func reflectElements(_ elements: [Value], at location: SourceLocation?) throws -> [String] {
    var parts: [String] = []
    parts.reserveCapacity(elements.count)
    var bytes = 0
    for element in elements {
      let part = try reflect(element, at: location)
      bytes &+= part.utf8.count + 2
      try checkPrinted(bytes, at: location)
      parts.append(part)
    }
    return parts
  }

  private func describeRange(_ range: RangeValue, qualified: Bool = false, at location: SourceLocation?) throws -> String {
    // Partial ranges are not `CustomStringConvertible`: they print as any struct does
    // (module-qualified when reflected or inside a collection).
    if range.lower == nil || range.upper == nil, let bound = range.lower ?? range.upper {
      let name = range.lower == nil ? (range.isClosed ? "PartialRangeThrough" : "PartialRangeUpTo") : "PartialRangeFrom"
      let label = range.lower == nil ? "upperBound" : "lowerBound"
      let boundType = qualified ? dynamicType(of: bound).qualifiedName : TypeNames.genericName(bound)
      return "\(qualified ? "Swift." : "")\(name)<\(boundType)>(\(label): \(try reflect(bound, at: location)))"
    }
    let op = range.isClosed ? "..." : "..<"
    let lower = try range.lower.map { try describe($0, at: location) } ?? ""
    let upper = try range.upper.map { try describe($0, at: location) } ?? ""
    return lower + op + upper
  }

  /// `Name(field: value, …)`: Swift's default for a struct, fields shown as `reflect` shows them.
  private func defaultReflection(_ name: String, _ type: UserType, _ fields: [Value], at location: SourceLocation?) throws -> String {
    var parts: [String] = []
    for (property, field) in zip(type.storedProperties, fields) {
      let label = property.wrapper != nil ? "_\(property.name)" : property.name
      if case .void = field {
        parts.append("\(label): nil")
        continue
      }
      parts.append("\(label): \(try reflect(field, at: location))")
    }
    return try described("\(name)(" + parts.joined(separator: ", ") + ")", at: location)
  }

  private func describeCase(_ e: EnumValue, qualified: Bool, at location: SourceLocation?) throws -> String {
    var prefix = qualified ? "\(e.type.qualifiedName)." : ""
    if qualified, case .user(let type, let arguments) = e.type, !type.genericParameters.isEmpty, arguments.isEmpty {
      prefix = try genericTypeName(type, inferredArguments(e), qualified: true, at: location) + "."
    }
    // `Swift.Result<Swift.Int, Swift.Error>.success(2)`: a standard generic enum's case whose
    // arguments are not known is refused rather than shown without them.
    if qualified, case .native(let type, let arguments) = e.type, !type.genericParameters.isEmpty,
      arguments.count != type.genericParameters.count || arguments.contains(where: \.mentionsUnknown)
    {
      throw InterpreterError.notModelled("\(type.name)<…>.\(e.name): its generic arguments, when printed", at: location)
    }
    guard !e.payload.isEmpty else { return prefix + e.name }
    var parts: [String] = []
    for (index, element) in e.payload.enumerated() {
      let label = index < e.labels.count ? e.labels[index].map { "\($0): " } ?? "" : ""
      parts.append(label + (try reflect(element, at: location)))
    }
    // `success(())` prints `success()`: a payload of `()` is the empty tuple, written bare.
    let isUnlabelled = e.labels.first.flatMap({ $0 }) == nil
    if e.payload.count == 1, case .void = e.payload[0], isUnlabelled { return prefix + e.name + "()" }
    if e.payload.count == 1, case .tuple = e.payload[0], isUnlabelled { return prefix + e.name + (try reflect(e.payload[0], at: location)) }
    return try described(prefix + e.name + "(" + parts.joined(separator: ", ") + ")", at: location)
  }

  /// The program's `description` (or, for `reflecting`, `debugDescription`, then `description`),
  /// when the value's type conforms to the protocol that asks for it.
  func customDescription(_ value: Value, debug: Bool, at location: SourceLocation?) throws -> String? {
    let conformances = describingConformances(of: value)
    if debug, conformances.debug, let text = try describeMember(value, "debugDescription", at: location) {
      return text
    }
    if conformances.plain {
      return try describeMember(value, "description", at: location)
    }
    // `String(describing:)` falls back on `debugDescription` before the default reflection.
    if !debug, conformances.debug {
      return try describeMember(value, "debugDescription", at: location)
    }
    return nil
  }

  /// Whether a value's type is `CustomDebugStringConvertible`, and `CustomStringConvertible` or
  /// `LosslessStringConvertible`: worked out once per type (an optional's by what it wraps, as
  /// `conformsToNative` answers), since every interpolation asks.
  private func describingConformances(of value: Value) -> DescribingConformances {
    var inner = value
    while case .some(let wrapped) = inner { inner = wrapped }
    let key = typeKey(of: inner)
    if let known = caches.describing[key] { return known }
    let found = DescribingConformances(
      debug: conformsToNative(inner, "CustomDebugStringConvertible"),
      plain: conformsToNative(inner, "CustomStringConvertible") || conformsToNative(inner, "LosslessStringConvertible"))
    caches.describing[key] = found
    return found
  }

  private func describeMember(_ value: Value, _ name: String, at location: SourceLocation?) throws -> String? {
    switch lookupMember(of: value, name) {
    case .computed, .field, .nativeProperty:
      // The program's own code: what it makes on the way may not be printed.
      guard case .string(let text) = try describingInProgram({ try getMember(value, name, at: location) }) else {
        return nil
      }
      try checkPrinted(text.utf8.count, at: location)
      return text
    default:
      return nil
    }
  }
}
