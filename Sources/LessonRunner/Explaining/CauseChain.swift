import Transcript

/// Why one printed line was printed: the engine's happenings from the event down to the code
/// that printed it, each with the rule that decided it.
///
/// Read from the transcript's records only (``ConsoleLine/happening`` and each
/// ``Happening/cause``), never from the printed text.
public struct CauseChain: Sendable, Equatable {
  /// From the event (first) to the code that printed the line (last).
  public var steps: [Happening]

  /// Follows the causes of a happening up to its event. A run of the same kind of step (a timer
  /// set by the timer before it, beat after beat) is shown once, so chains stay short.
  public init(from id: Int?, in happenings: [Happening]) {
    var steps: [Happening] = []
    var next = id
    var seen: Set<Int> = []
    while let id = next, id >= 0, id < happenings.count, seen.insert(id).inserted {
      let step = happenings[id]
      if let last = steps.last, Self.sameKind(last, step), case .timerFired = step.kind {
        next = step.cause
        continue
      }
      steps.append(step)
      next = step.cause
    }
    self.steps = steps.reversed()
  }

  private static func sameKind(_ a: Happening, _ b: Happening) -> Bool {
    switch (a.kind, b.kind) {
    case (.timerFired, .timerFired): true
    default: false
    }
  }

  /// The code that printed the line (the last step).
  public var printer: Happening? { steps.last }

  /// The event at the root of the chain.
  public var event: Happening? {
    steps.first { if case .event = $0.kind { true } else { false } }
  }

  /// The change of phase closest to the line: the reason most lines are printed.
  public var phase: Happening? {
    steps.last { if case .phase = $0.kind { true } else { false } }
  }

  /// Whether the chain is whole: it starts at an event and every step names a known rule.
  public var isComplete: Bool {
    event != nil && !steps.isEmpty && steps.allSatisfy { EngineRule.named($0.rule) != nil }
  }
}
