/// Matches a call's arguments to a function's parameters, by Swift's rules: labels in
/// order, defaulted parameters skipped, variadic ones gathering, and trailing closures
/// matched by the forward scan (SE-0286).
struct ArgumentMatcher {
  struct ParameterShape {
    var label: String?
    var hasDefault: Bool
    var isVariadic: Bool
    var takesClosure: Bool
  }

  struct ArgumentShape {
    var label: String?
    var isTrailingClosure: Bool
    var isClosure: Bool = false
  }

  /// For each parameter: the argument it takes, the arguments a variadic one gathers, or
  /// nothing (its default).
  enum Assignment: Equatable {
    case argument(Int)
    case variadic([Int])
    case defaulted
  }

  /// The bindings, or nil when the arguments do not fit the parameters.
  static func match(_ parameters: [ParameterShape], _ arguments: [ArgumentShape]) -> [Assignment]? {
    var bindings: [Assignment] = []
    var next = 0
    for (index, parameter) in parameters.enumerated() {
      guard next < arguments.count else {
        if parameter.hasDefault || parameter.isVariadic {
          bindings.append(parameter.isVariadic ? .variadic([]) : .defaulted)
          continue
        }
        return nil
      }
      let argument = arguments[next]
      if argument.isTrailingClosure && argument.label == nil {
        // Forward scan: an unlabeled trailing closure goes to the first parameter that takes
        // a closure; defaulted parameters before it are skipped.
        // SE-0286's heuristic: a defaulted closure parameter is skipped when a later one needs
        // a closure (`sheet(isPresented:onDismiss:content:)` takes the closure as `content`).
        let laterNeedsClosure = parameters[(index + 1)...].contains { $0.takesClosure && !$0.hasDefault }
        if parameter.takesClosure && parameter.hasDefault && laterNeedsClosure {
          bindings.append(.defaulted)
          continue
        }
        if parameter.takesClosure || (!parameter.hasDefault && !parameter.isVariadic) {
          if !parameter.takesClosure && parameter.label != nil { return nil }
          bindings.append(.argument(next))
          next += 1
        } else {
          bindings.append(parameter.isVariadic ? .variadic([]) : .defaulted)
        }
        continue
      }
      if argument.label == parameter.label {
        if parameter.isVariadic {
          var gathered = [next]
          next += 1
          while next < arguments.count, arguments[next].label == nil, !arguments[next].isTrailingClosure,
            !laterParameterTakesUnlabeled(parameters, after: index)
          {
            gathered.append(next)
            next += 1
          }
          bindings.append(.variadic(gathered))
        } else {
          bindings.append(.argument(next))
          next += 1
        }
      } else if parameter.hasDefault {
        bindings.append(.defaulted)
      } else if parameter.isVariadic {
        bindings.append(.variadic([]))
      } else {
        return nil
      }
    }
    return next == arguments.count ? bindings : nil
  }

  private static func laterParameterTakesUnlabeled(_ parameters: [ParameterShape], after index: Int) -> Bool {
    false
  }
}

extension ParameterCode {
  var shape: ArgumentMatcher.ParameterShape {
    ArgumentMatcher.ParameterShape(
      label: label, hasDefault: hasDefault || defaultValue != nil, isVariadic: isVariadic, takesClosure: takesClosure)
  }
}
