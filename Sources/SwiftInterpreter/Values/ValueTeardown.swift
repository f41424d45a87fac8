/// Frees a dying value's contents one at a time instead of one native frame per level: a
/// linked list of a million objects (`next: Node?`), or an indirect enum as long, would
/// otherwise be released by a recursion as deep as the list and overflow the tool's stack
/// when the run ends.
///
/// What an instance, a struct or an enum case held alone is moved to a list of its own and
/// taken apart from there; what is shared with a live value is only let go of. Arrays are
/// released as Swift releases them (whether their storage is shared cannot be asked).
enum ValueTeardown {
  /// Releases the fields of an instance or a struct that is being freed.
  static func release(_ fields: inout [Value]) {
    guard fields.contains(where: \.mayHoldInstances) else { return }
    var pending = Array(fields.reversed())
    fields = []
    drain(&pending)
  }

  /// Releases an enum case's payload (a `let`: it is held here while its parts are taken).
  static func release(_ payload: [Value]) {
    guard payload.contains(where: \.mayHoldInstances) else { return }
    var pending = Array(payload.reversed())
    drain(&pending)
  }

  /// Takes `pending` apart from its end, each part's own parts before the next: the order of
  /// Swift's recursive release (first field first), kept in reverse on the stack.
  private static func drain(_ pending: inout [Value]) {
    while var value = pending.popLast() {
      // Each reference is taken out of the value by a call of its own, so that no copy made
      // while matching it is alive when its uniqueness is asked.
      if var object = take(&value, \.object) {
        // An instance of a class with a `deinit` hands its fields to that body when it goes
        // (`ObjectValue.deinit`): they are not taken from it here.
        guard isKnownUniquelyReferenced(&object), object.releaseQueue == nil else { continue }
        pending.append(contentsOf: object.fields.reversed())
        object.fields = []
      } else if var structure = take(&value, \.structure) {
        guard isKnownUniquelyReferenced(&structure) else { continue }
        pending.append(contentsOf: structure.fields.reversed())
        structure.fields = []
      } else if var enumCase = take(&value, \.enumCase) {
        guard isKnownUniquelyReferenced(&enumCase) else { continue }
        // Held here while the case is freed: its payload's release only lets go of them.
        pending.append(contentsOf: enumCase.payload.reversed())
      } else if case .some(let inner) = value {
        pending.append(inner)
      }
    }
  }

  /// The reference `part` reads from `value`, with `value` emptied; nil for another kind.
  @inline(never)
  private static func take<Reference: AnyObject>(_ value: inout Value, _ part: (Value) -> Reference?) -> Reference? {
    guard let reference = part(value) else { return nil }
    value = .void
    return reference
  }
}

extension Value {
  fileprivate var object: ObjectValue? {
    if case .object(let object) = self { return object }
    return nil
  }

  fileprivate var structure: StructValue? {
    if case .structure(let structure) = self { return structure }
    return nil
  }

  fileprivate var enumCase: EnumValue? {
    if case .enumCase(let enumCase) = self { return enumCase }
    return nil
  }

  /// Whether freeing the value may free instances, structs or enum cases in turn.
  fileprivate var mayHoldInstances: Bool {
    switch self {
    case .object, .structure, .enumCase, .some: return true
    default: return false
    }
  }
}
