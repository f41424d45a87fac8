import Transcript

/// Checks one screen claim against what the device shows after the event.
struct ScreenCheck {
  let expectation: ScreenExpectation
  let screen: DeviceScreen

  func run(_ bindings: inout Bindings) -> ScreenResult {
    switch expectation.target {
    case .homeScreen:
      guard screen.showsHomeScreen else {
        let shown = screen.front ?? screen.windows.first
        let which = shown.map { "\(Self.describe($0)) of the app is" } ?? "a window of the app is"
        return failure("\(which) on the screen, not the Home Screen")
      }
      return ScreenResult(target: expectation.target, location: expectation.location, passed: true)
    case .front:
      guard !screen.showsHomeScreen else { return failure("the device shows the Home Screen") }
      guard let front = screen.front else { return failure("no window of the app is in front") }
      return compare(front.items, &bindings)
    case .window(let ref):
      guard let window = screen.window(named: ref.windowName) else {
        return failure(Self.noWindow(ref))
      }
      return compare(window.items, &bindings)
    case .file(let path):
      return compareFile(path, &bindings)
    case .card(let ref):
      let window =
        ref.map { screen.window(named: $0.windowName) } ?? (screen.front ?? screen.windows.first)
      guard let window else {
        return failure(ref.map(Self.noWindow) ?? "the app has no window, so no card")
      }
      guard let card = window.card else {
        return failure(
          "\(Self.describe(window)) has no card: it is not in the foreground and has not "
            + "reached background")
      }
      return compare(card, &bindings)
    }
  }

  private func compare(_ items: [ScreenItem], _ bindings: inout Bindings) -> ScreenResult {
    compare(lines: items.map(\.description), &bindings)
  }

  /// A file claim: the container's file, line by line (a final line break ends the last line).
  private func compareFile(_ path: String, _ bindings: inout Bindings) -> ScreenResult {
    guard let bytes = screen.files[path] else { return failure("the app's container has no file '\(path)'") }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      return failure("'\(path)' is not UTF-8 text (\(bytes.count) bytes)")
    }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return compare(lines: lines, &bindings)
  }

  private func compare(lines actual: [String], _ bindings: inout Bindings) -> ScreenResult {
    let alignment = LineAligner(lines: expectation.lines, actual: actual).align(&bindings)
    let passed = alignment.lines.allSatisfy(\.passed) && alignment.unexpected.isEmpty
    return ScreenResult(
      target: expectation.target, location: expectation.location, passed: passed, actual: actual,
      lines: alignment.lines,
      unexpected: alignment.unexpected.map { UnexpectedLine(index: $0, text: actual[$0]) })
  }

  private func failure(_ problem: String) -> ScreenResult {
    ScreenResult(
      target: expectation.target, location: expectation.location, passed: false,
      problem: problem,
      lines: expectation.lines.map { LineResult(pattern: $0, outcome: .missing) })
  }

  /// `window 'South'` or `window 2`.
  static func describe(_ window: WindowSnapshot) -> String {
    if let value = window.names.first(where: { !$0.hasPrefix("window ") }) {
      return "window '\(value)'"
    }
    return window.names.first ?? "a window"
  }

  static func noWindow(_ ref: WindowRef) -> String {
    switch ref {
    case .value(let value): "no window presents '\(value)'"
    case .number(let number): "there is no window \(number)"
    }
  }
}
