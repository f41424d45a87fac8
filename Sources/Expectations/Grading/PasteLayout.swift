/// Which events of a fixture may have printed a pasted line that no expected line accounts
/// for, and whether one of them allows it.
///
/// A paste has no event markers. A line between two expected lines of the same block belongs
/// to that block. A line between two blocks may belong to the earlier block's end, to the
/// events between them, or to the later block's start. Each event is one of:
///
/// - open: it makes no claim about its console, or a `-- partial --` one: other lines are fine;
/// - exact: it claims exactly its lines, so a line inside it, or one that only it could have
///   printed, is unexpected;
/// - silent: `-- no output --`: any line it could have printed is unexpected.
///
/// A line is allowed when some event that may have printed it is open. Otherwise it is
/// unexpected, and blamed on a silent event that may have printed it, else on the first event
/// that may have, else on the block just before it (or just after it, at the start).
struct PasteLayout {
  enum Claim: Equatable {
    case open, exact, silent
  }

  /// Who a line nobody expected belongs to.
  enum Owner: Equatable {
    /// Some event that may have printed it allows other lines; these may have printed it.
    case allowed([Int])
    /// Unexpected, blamed on this event.
    case unexpected(Int)

    /// The one event it belongs to, when there is only one.
    var only: Int? {
      switch self {
      case .allowed(let events): events.count == 1 ? events[0] : nil
      case .unexpected(let event): event
      }
    }
  }

  let claims: [Claim]

  init(events: [EventExpectation]) {
    claims = events.map { event in
      switch event.console?.mode {
      case nil, .partial?: .open
      case .exact?: .exact
      case .silent?: .silent
      }
    }
  }

  /// The events that may have printed a line found after the expected lines of `previous`
  /// (nil: at the start) and before those of `next` (nil: at the end).
  func candidates(previous: Int?, next: Int?) -> [Int] {
    if let previous, previous == next { return [previous] }
    var result: [Int] = []
    if let previous, claims[previous] == .open { result.append(previous) }
    let low = (previous ?? -1) + 1
    let high = next ?? claims.count
    if low < high { result += Array(low..<high) }
    if let next, claims[next] == .open { result.append(next) }
    return result
  }

  /// What it costs the alignment to leave a line there: 0 where it is allowed, 1 otherwise.
  func gapCost(previous: Int?, next: Int?) -> Int {
    if let previous, previous == next { return claims[previous] == .open ? 0 : 1 }
    return candidates(previous: previous, next: next).contains { claims[$0] == .open } ? 0 : 1
  }

  /// Who a line nobody expected belongs to, given the closest blocks found before and after it.
  func owner(previous: Int?, next: Int?) -> Owner {
    let candidates = candidates(previous: previous, next: next)
    if candidates.contains(where: { claims[$0] == .open }) { return .allowed(candidates) }
    if let silent = candidates.first(where: { claims[$0] == .silent }) {
      return .unexpected(silent)
    }
    if let first = candidates.first { return .unexpected(first) }
    if let event = previous ?? next { return .unexpected(event) }
    return .allowed([])
  }
}
