/// What is wrong with a call whose arguments fit no parameter list, found as swiftc finds it.
///
/// A student who writes `greet(nam: "Ann")` or swaps two labelled arguments should read the
/// error swiftc gives, not a guess of ours: the binding below follows the rules swiftc's
/// constraint solver applies when it matches call arguments with fixes allowed (claims by label
/// in parameter order, out-of-order claims by label, typo correction of unclaimed labels by edit
/// distance, then positional claims), and the verdict follows its order of preference (extra
/// arguments, then relabelling or a moved argument, then missing arguments). Written from
/// swiftc's observed diagnostics, checked call by call with `swiftc -typecheck` (see
/// `ArgumentLabelTests`).
struct LabelDiagnosis {
  typealias Parameter = ArgumentMatcher.ParameterShape
  typealias Argument = ArgumentMatcher.ArgumentShape

  enum Finding: Equatable {
    /// Arguments no parameter takes (their indices).
    case extra([Int])
    /// Parameters without an argument or a default (their indices).
    case missing([Int])
    /// The argument `moved` must come before the argument `before`.
    case outOfOrder(moved: Int, before: Int)
    /// The labels the arguments should have had (nil: none).
    case relabel([String?])
  }

  let parameters: [Parameter]
  let arguments: [Argument]
  /// The first trailing closure, when it is written without a label (SE-0286 matches it apart).
  private let unlabelledTrailing: Int?
  private var bindings: [[Int]]
  private var claimed: [Bool]
  private var claimedCount = 0
  private var renamed: [String?]?
  private var maybeOutOfOrder = false
  private var unfulfilled = false

  /// Why the arguments fit no binding, or nil when they fit.
  static func diagnose(_ parameters: [Parameter], _ arguments: [Argument]) -> Finding? {
    var diagnosis = LabelDiagnosis(parameters: parameters, arguments: arguments)
    return diagnosis.run()
  }

  /// The cost of every fix the arguments need (a relabelling can come with missing arguments),
  /// or nil when they fit.
  static func totalCost(_ parameters: [Parameter], _ arguments: [Argument]) -> Int? {
    var diagnosis = LabelDiagnosis(parameters: parameters, arguments: arguments)
    guard let finding = diagnosis.run() else { return nil }
    var total = cost(finding, parameters, arguments)
    if case .relabel = finding, let missing = diagnosis.missingParameters() { total += cost(missing, parameters, arguments) }
    return total
  }

  /// How far the arguments are from fitting, to choose among overloads as swiftc's scores do:
  /// a move costs nothing more than the labels already written, a label added, dropped or
  /// misspelt one, a missing argument two, an extra one three, a label replaced by another four.
  static func cost(_ finding: Finding, _ parameters: [Parameter], _ arguments: [Argument]) -> Int {
    switch finding {
    case .outOfOrder: return 0
    case .missing(let missing): return 2 * missing.count
    case .extra(let extra): return 3 * extra.count
    case .relabel(let labels):
      var total = 4 * max(0, labels.count - arguments.count)
      for (index, argument) in arguments.prefix(labels.count).enumerated() where argument.label != labels[index] {
        if let had = argument.label, let wanted = labels[index] {
          total += typoScore(wanted, had, limit: 0) == nil ? 4 : 1
        } else {
          total += 1
        }
      }
      return total
    }
  }

  private init(parameters: [Parameter], arguments: [Argument]) {
    self.parameters = parameters
    self.arguments = arguments
    let firstTrailing = arguments.firstIndex(where: \.isTrailingClosure)
    unlabelledTrailing = firstTrailing.flatMap { arguments[$0].label == nil ? $0 : nil }
    bindings = Array(repeating: [], count: parameters.count)
    claimed = Array(repeating: false, count: arguments.count)
  }

  private mutating func run() -> Finding? {
    var next = 0
    for index in parameters.indices where bindings[index].isEmpty { bindNext(index, &next, ignoringLabels: false) }
    if claimedCount != arguments.count {
      correctTypos()
      if claimedCount != arguments.count {
        var next = 0
        unfulfilled = false
        for index in parameters.indices where bindings[index].isEmpty { bindNext(index, &next, ignoringLabels: true) }
      }
      // As many arguments as parameters: one left at a parameter's position is its, relabelled.
      if arguments.count == parameters.count && claimedCount != arguments.count {
        for index in arguments.indices where !claimed[index] && bindings[index].isEmpty && !parameters[index].hasDefault {
          bindings[index].append(claim(parameters[index].label, index))
        }
      }
      let extra = arguments.indices.filter { !claimed[$0] }
      if !extra.isEmpty { return .extra(extra) }
      maybeOutOfOrder = true
    }
    let missing = missingParameters()
    if maybeOutOfOrder, let finding = orderFinding() {
      // With an argument missing, swiftc does not call the rest a move: the missing one is the error.
      if case .outOfOrder = finding, let missing { return missing }
      return finding
    }
    if let renamed { return .relabel(renamed) }
    return missing
  }

  // MARK: - Claiming

  private mutating func claim(_ expected: String?, _ index: Int, ignoringClash: Bool = false) -> Int {
    let expected = index == unlabelledTrailing ? nil : expected
    if renamed != nil {
      renamed![index] = expected
    } else if !ignoringClash && arguments[index].label != expected {
      // The first mismatch: from here on, every argument's intended label is recorded.
      var names = [String?](repeating: nil, count: arguments.count)
      for (parameter, bound) in bindings.enumerated() {
        for (position, argument) in bound.enumerated() { names[argument] = position == 0 ? parameters[parameter].label : nil }
      }
      names[index] = expected
      renamed = names
    }
    claimed[index] = true
    claimedCount += 1
    return index
  }

  private func skipClaimed(_ next: inout Int) {
    while next < arguments.count && claimed[next] { next += 1 }
  }

  /// The next unclaimed argument labelled `label` (an out-of-order one if need be); when
  /// labels are ignored, the next argument if it lacks a label the parameter has, or the reverse.
  private mutating func claimNext(_ next: inout Int, _ label: String?, ignoringLabels: Bool, forVariadic: Bool = false) -> Int? {
    skipClaimed(&next)
    guard claimedCount != arguments.count else { return nil }
    for index in next..<arguments.count {
      guard arguments[index].label == label else {
        if forVariadic { return nil }
        continue
      }
      if claimed[index] { continue }
      if index != next {
        // An unlabelled argument further on is never claimed out of order.
        if arguments[index].label == nil { continue }
        maybeOutOfOrder = true
      }
      return claim(label, index)
    }
    if next < arguments.count && ignoringLabels && (label == nil || arguments[next].label == nil) {
      return claim(label, next)
    }
    return nil
  }

  private func requiresArgument(_ index: Int) -> Bool { !parameters[index].hasDefault && !parameters[index].isVariadic }

  private mutating func bindNext(_ index: Int, _ next: inout Int, ignoringLabels: Bool) {
    let parameter = parameters[index]
    var label = parameter.label
    skipClaimed(&next)
    if next == unlabelledTrailing {
      // SE-0286's forward scan: the closure goes to the first parameter that can take it.
      if !parameter.takesClosure && (!ignoringLabels || !requiresArgument(index)) {
        unfulfilled = true
        return
      }
      label = nil
    }
    guard let first = claimNext(&next, label, ignoringLabels: ignoringLabels) else {
      unfulfilled = true
      return
    }
    bindings[index].append(first)
    guard parameter.isVariadic else { return }
    var cursor = first
    while true {
      skipClaimed(&cursor)
      if cursor == unlabelledTrailing && !parameter.takesClosure { break }
      guard let more = claimNext(&cursor, nil, ignoringLabels: false, forVariadic: true) else { break }
      bindings[index].append(more)
    }
  }

  /// Unclaimed labelled arguments given to the unfulfilled labelled parameter their label is
  /// closest to (about one typo in three letters).
  private mutating func correctTypos() {
    let unclaimedNamed = arguments.indices.filter { !claimed[$0] && arguments[$0].label != nil }
    guard !unclaimedNamed.isEmpty else { return }
    var open = parameters.indices.filter { bindings[$0].isEmpty && parameters[$0].label != nil }
    let openUnnamed = parameters.indices.contains { bindings[$0].isEmpty && parameters[$0].label == nil }
    guard !open.isEmpty else { return }
    for argument in unclaimedNamed {
      var bestScore = 0
      var best = 0
      for (position, parameter) in open.enumerated() {
        if let score = Self.typoScore(parameters[parameter].label!, arguments[argument].label!, limit: bestScore),
          score < bestScore || bestScore == 0
        {
          bestScore = score
          best = position
        }
      }
      guard bestScore > 0 else { continue }
      let parameter = open.remove(at: best)
      bindings[parameter].append(claim(parameters[parameter].label, argument))
      if open.isEmpty { break }
    }
    unfulfilled = openUnnamed || !open.isEmpty
  }

  /// How far a written label is from a parameter's (smaller is closer), or nil when too far.
  static func typoScore(_ parameter: String, _ argument: String, limit: Int) -> Int? {
    let distance = editDistance(Array(argument.utf8), Array(parameter.utf8))
    if limit != 0 && distance > limit { return nil }
    if distance == 0 { return 1 }
    if parameter.utf8.count == 1 && argument.utf8.count == 1 { return distance }
    if distance > (argument.utf8.count + 1) / 3 { return nil }
    return distance
  }

  private static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1] + Array(repeating: 0, count: b.count)
      for (j, y) in b.enumerated() {
        current[j + 1] = Swift.min(previous[j] + (x == y ? 0 : 1), previous[j + 1] + 1, current[j] + 1)
      }
      previous = current
    }
    return previous[b.count]
  }

  // MARK: - Verdicts

  private func missingParameters() -> Finding? {
    guard unfulfilled else { return nil }
    let missing = parameters.indices.filter { bindings[$0].isEmpty && requiresArgument($0) }
    return missing.isEmpty ? nil : .missing(missing)
  }

  /// A moved argument or, when that is not what the labels say, the labels to write.
  private func orderFinding() -> Finding? {
    var position = 0
    var hadLabelMismatch = false
    for (index, bound) in bindings.enumerated() {
      let target = position
      position += bound.count
      for (offset, argument) in bound.enumerated() {
        if parameters[index].isVariadic && offset > 0 { continue }
        let expected = argument == unlabelledTrailing ? nil : parameters[index].label
        let written = arguments[argument].label
        if written != expected && (expected == nil || written == nil || argument == target) { hadLabelMismatch = true }
        if argument == target { continue }
        if !hadLabelMismatch && movesCleanly(index, from: argument, to: target) { return .outOfOrder(moved: argument, before: target) }
        return .relabel(parameters.map(\.label))
      }
    }
    return nil
  }

  /// Whether moving the argument at `from` to `to` is the whole story: its label is the
  /// parameter's, and the one it displaces belongs to a later parameter, past defaulted ones only.
  private func movesCleanly(_ parameter: Int, from: Int, to: Int) -> Bool {
    guard from > to, arguments[from].label == parameters[parameter].label else { return false }
    let displaced = arguments[to].label
    for later in (parameter + 1)..<parameters.count {
      if parameters[later].label == displaced { return true }
      if !parameters[later].hasDefault { return false }
    }
    return false
  }
}

