import SwiftInterpreter
import Transcript

/// What the engine's registry entries need from a call: the app process they act on, and
/// conversions between the program's values and SwiftUI content.
extension NativeCall {
  /// The process the program runs in.
  var process: AppProcess {
    get throws {
      guard let process = interpreter.host as? AppProcess else {
        throw InterpreterError.unsupported("'\(signature.compoundName)' needs an app running on a device", at: location)
      }
      return process
    }
  }

  /// A view argument as content.
  func view(_ index: Int) throws -> ViewContent { try Content.view(self[index], interpreter, at: location) }

  /// The receiver (a view) as content.
  func receiverView() throws -> ViewContent { try Content.view(receiver, interpreter, at: location) }

  /// Calls a `@ViewBuilder` closure argument and returns its content.
  func build(_ index: Int, _ arguments: [Value] = []) throws -> ViewContent {
    guard case .function(let function) = self[index] else { return .empty }
    return try Content.view(try interpreter.call(function, arguments, at: location), interpreter, at: location)
  }

  /// The string an argument holds (a `LocalizedStringKey` is its text).
  func text(_ index: Int) throws -> String {
    try interpreter.describe(self[index], at: location)
  }
}

extension NativeAccess {
  var process: AppProcess {
    get throws {
      guard let process = interpreter.host as? AppProcess else {
        throw InterpreterError.unsupported("this needs an app running on a device", at: location)
      }
      return process
    }
  }
}

/// Converting the program's values into SwiftUI content.
enum Content {
  /// A value used as a view: SwiftUI content, a view struct of the program, a drawing value
  /// that is a view (a colour, a shape), or nothing.
  static func view(_ value: Value, _ interpreter: Interpreter, at location: SourceLocation?) throws -> ViewContent {
    switch value {
    case .native(let native):
      if let view = native as? ViewValue { return view.content }
      if let drawing = native as? DrawingValue { return .leaf(drawing.typeName) }
      throw InterpreterError.unsupported("'\(native.typeName)' cannot be used as a view", at: location)
    case .structure(let structure) where structure.type.conforms(to: "View"):
      return .user(structure)
    case .structure(let structure) where structure.type.unmodelledConformance != nil:
      // A view through a protocol the registry lacks (`UIViewControllerRepresentable`: Apple,
      // "A view that represents a UIKit view controller"): refused, not blamed as swiftc would.
      throw InterpreterError.notModelled(structure.type.unmodelledConformance?.name ?? "", at: location)
    case .none, .void:
      return .empty
    case .some(let inner):
      return try view(inner, interpreter, at: location)
    default:
      throw InterpreterError.unsupported(
        "type '\(TypeNames.describe(value))' cannot conform to 'View'", at: location)
    }
  }

  /// A value used as a scene.
  static func scene(_ value: Value, _ interpreter: Interpreter, at location: SourceLocation?) throws -> SceneContent {
    switch value {
    case .native(let native):
      if let scene = native as? SceneValue { return scene.content }
      throw InterpreterError.unsupported("'\(native.typeName)' cannot be used as a scene", at: location)
    case .structure(let structure) where structure.type.conforms(to: "Scene"):
      return .custom(structure)
    case .none, .void:
      return .group([])
    default:
      throw InterpreterError.unsupported("type '\(TypeNames.describe(value))' cannot conform to 'Scene'", at: location)
    }
  }

  static func viewValue(_ content: ViewContent, _ typeName: String) -> Value {
    .native(ViewValue(content, typeName: typeName))
  }

  static func sceneValue(_ content: SceneContent, _ typeName: String) -> Value {
    .native(SceneValue(content, typeName: typeName))
  }
}

/// A registry function's documentation URL in Apple's SwiftUI reference.
func swiftUI(_ path: String) -> String { "https://developer.apple.com/documentation/swiftui/\(path)" }
func uiKit(_ path: String) -> String { "https://developer.apple.com/documentation/uikit/\(path)" }
func foundation(_ path: String) -> String { "https://developer.apple.com/documentation/foundation/\(path)" }
