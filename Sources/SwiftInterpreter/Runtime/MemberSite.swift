/// Remembers, per `value.name` site of the program, what the name meant on the type the site
/// met last: a site almost always meets one type, so a read compares one type key instead of
/// hashing the name (and the type) into the interpreter's member cache on every access.
///
/// What a name means on a type does not change during a run (see ``LookupCaches``), so the
/// answer is the one `lookupMember(of:_:)` gives.
final class MemberSite {
  fileprivate var type: TypeKey?
  fileprivate var lookup: MemberLookup = .notFound
}

extension Interpreter {
  /// `lookupMember(of:_:)` through a site's memory of the last type.
  func lookupMember(of value: Value, _ name: String, site: MemberSite?) -> MemberLookup {
    guard let site else { return lookupMember(of: value, name) }
    // An optional's member may be its wrapped value's: the answer depends on what it wraps.
    if case .some = value { return lookupMember(of: value, name) }
    let key = typeKey(of: value)
    if site.type == key { return site.lookup }
    let found = lookupMember(of: value, name)
    site.type = key
    site.lookup = found
    return found
  }
}
