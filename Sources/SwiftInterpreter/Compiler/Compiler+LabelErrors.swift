import SwiftReader
import Transcript

/// Where a call's parentheses stood: swiftc puts label errors at the `(`, a missing argument
/// after the one before it.
struct CallParentheses {
  /// The `(` (the callee's end, when the call is written without a space before it).
  var open: SourceLocation
  /// The `)`, or the callee's end when the call has trailing closures only.
  var close: SourceLocation
  var written: Bool { open != close }
}

/// swiftc's words for a call whose labels or arguments fit the one declaration it can mean:
/// `incorrect argument label in call (have 'nam:', expected 'name:')`, `argument 'x' must
/// precede argument 'y'`, `missing argument for parameter 'times' in call`, `extra argument
/// 'z' in call`, at the columns swiftc gives (see `LabelDiagnosis`).
extension Compiler {
  /// Reports swiftc's error for these arguments against these parameters; false when they fit.
  @discardableResult
  func reportLabelMismatch(_ parameters: [LabelDiagnosis.Parameter], _ syntax: [ArgumentSyntax], at location: SourceLocation)
    -> Bool
  {
    guard let (message, place) = labelMismatch(parameters, syntax, at: location) else { return false }
    error(message, at: place)
    return true
  }

  /// swiftc's words for a call whose labels fit no overload, located as it locates them.
  func reportMismatch(_ functions: [FunctionCode], _ syntax: [ArgumentSyntax], at location: SourceLocation) {
    guard functions.count == 1, let only = functions.first else {
      if reportNearestLabelMismatch(functions.map { labelParameters($0.parameters) }, syntax, at: location) { return }
      error("no exact matches in call to global function '\(functions.first.map { String($0.name.prefix { $0 != "(" }) } ?? "")'", at: location)
      return
    }
    if !reportLabelMismatch(labelParameters(only.parameters), syntax, at: location) {
      error("argument labels do not match any available overloads", at: location)
    }
  }

  /// Among overloads none of which fits, the error for the one nearest to fitting, as swiftc
  /// reports the best of its attempts; false when two are as near (swiftc: no exact matches).
  func reportNearestLabelMismatch(_ candidates: [[LabelDiagnosis.Parameter]], _ syntax: [ArgumentSyntax],
    at location: SourceLocation) -> Bool
  {
    let arguments = shapes(syntax)
    let costs = candidates.map { LabelDiagnosis.totalCost($0, arguments) }
    guard !costs.contains(where: { $0 == nil }), let best = costs.compactMap({ $0 }).min(),
      costs.filter({ $0 == best }).count == 1, let index = costs.firstIndex(of: best)
    else { return false }
    return reportLabelMismatch(candidates[index], syntax, at: location)
  }

  func labelParameters(_ parameters: [ParameterCode]) -> [LabelDiagnosis.Parameter] { parameters.map(\.shape) }

  /// A function value's parameters: never labelled.
  func labelParameters(_ types: [SwiftType]) -> [LabelDiagnosis.Parameter] {
    types.map { type in
      var acceptsClosure = false
      if case .function = type.wrapped { acceptsClosure = true }
      return LabelDiagnosis.Parameter(label: nil, hasDefault: false, isVariadic: false, takesClosure: acceptsClosure)
    }
  }

  private func labelMismatch(_ parameters: [LabelDiagnosis.Parameter], _ syntax: [ArgumentSyntax], at location: SourceLocation)
    -> (String, SourceLocation)?
  {
    guard let finding = LabelDiagnosis.diagnose(parameters, shapes(syntax)) else { return nil }
    let parentheses = callParentheses ?? CallParentheses(open: location, close: location)
    // One unlabelled argument is the argument list itself for swiftc: errors about the whole
    // list go there rather than to the `(`.
    let sole = syntax.count == 1 && syntax[0].label == nil && !syntax[0].isTrailingClosure
    let list = sole ? syntax[0].location : parentheses.open
    switch finding {
    case .extra(let extra):
      guard extra.count == 1 else {
        return ("extra arguments at positions \(extra.map { "#\($0 + 1)" }.joined(separator: ", ")) in call", list)
      }
      let argument = syntax[extra[0]]
      if argument.isTrailingClosure { return ("extra trailing closure passed in call", argument.expression.range.start) }
      return (argument.label.map { "extra argument '\($0)' in call" } ?? "extra argument in call", argument.expression.range.start)
    case .missing(let missing):
      let names = missing.map { index in parameters[index].label.map { "'\($0)'" } ?? "#\(index + 1)" }
      guard missing.count == 1 else { return ("missing arguments for parameters \(names.joined(separator: ", ")) in call", list) }
      // swiftc inserts the argument at its parameter's position, counting defaulted parameters
      // before it as if written: after the argument there, or at the first argument.
      let written = syntax.filter { !$0.isTrailingClosure }
      let position = min(missing[0], written.count)
      let place =
        position > 0 ? written[position - 1].expression.range.end : (written.first?.location ?? parentheses.close)
      return ("missing argument for parameter \(names[0]) in call", place)
    case .outOfOrder(let moved, let before):
      return ("argument '\(syntax[moved].label ?? "_")' must precede argument '\(syntax[before].label ?? "_")'",
        syntax[moved].location)
    case .relabel(let labels):
      return (relabelMessage(labels, syntax), list)
    }
  }

  /// `missing argument label 'name:' in call`, `extraneous argument labels 'x:y:' in call`,
  /// or, when labels are changed or both kinds mix, `incorrect argument labels in call (have
  /// 'x:_:', expected '_:y:')`.
  private func relabelMessage(_ labels: [String?], _ syntax: [ArgumentSyntax]) -> String {
    let written = syntax.filter { !($0.isTrailingClosure && $0.label == nil) }
    var added: [String] = []
    var removed: [String] = []
    // Labels for parameters beyond the arguments count as changes (swiftc lists them all).
    var changed = max(0, labels.count - written.count)
    for (index, argument) in written.prefix(labels.count).enumerated() where argument.label != labels[index] {
      changed += 1
      switch (argument.label, labels[index]) {
      case (nil, let wanted?): added.append(wanted)
      case (let had?, nil): removed.append(had)
      default: break
      }
    }
    let plural = changed > 1 ? "s" : ""
    if labels.count == written.count && changed > 0 {
      if added.count == changed { return "missing argument label\(plural) '\(added.map { $0 + ":" }.joined())' in call" }
      if removed.count == changed { return "extraneous argument label\(plural) '\(removed.map { $0 + ":" }.joined())' in call" }
    }
    let have = written.map { ($0.label ?? "_") + ":" }.joined()
    let expected = labels.map { ($0 ?? "_") + ":" }.joined()
    return "incorrect argument label\(plural) in call (have '\(have)', expected '\(expected)')"
  }

  /// A call of a closure or function value of a known type: its parameters have no labels.
  /// Of a value whose type is inferred, only labels written where the count fits are judged
  /// (`twice(n: 3)`: no function value takes labels, whatever its parameters' types).
  func checkFunctionValueCall(_ type: SwiftType, _ syntax: [ArgumentSyntax], certain: Bool, at location: SourceLocation) {
    guard case .function(let types, _, _, _) = type else { return }
    if !certain {
      guard types.count == syntax.count, syntax.contains(where: { $0.label != nil }),
        !syntax.contains(where: \.isTrailingClosure)
      else { return }
    }
    let parameters = labelParameters(types)
    guard ArgumentMatcher.match(parameters, shapes(syntax)) == nil else { return }
    reportLabelMismatch(parameters, syntax, at: location)
  }

  /// The one method of the program a call on this type can mean: declared once in its class
  /// chain, no protocol extension or framework member of the same name beside it.
  func soleProgramMethod(_ type: SwiftType, _ name: String) -> [ParameterCode]? {
    guard case .user(let userType, _) = type.wrapped, !userType.isProtocol,
      userType.classChain.last?.nativeSuperclass == nil, protocolExtensionMethod(type, name) == nil
    else { return nil }
    let declared = userType.classChain.flatMap { $0.members.methods[name] ?? [] }
    guard declared.count == 1 else { return nil }
    for conformance in allConformances(of: userType) {
      switch conformance {
      case .user(let proto): if proto.members.methods[name] != nil { return nil }
      case .native(let proto):
        if program.extensions[proto.name]?.methods[name] != nil || nativeMethods(proto.name, name) != nil { return nil }
      }
    }
    return declared[0].parameters
  }
}
