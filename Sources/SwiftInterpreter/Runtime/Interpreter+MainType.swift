import Transcript

/// The entry point of a program without top-level code: a type marked `@main`.
extension Interpreter {
  /// Runs `static func main()` of the program's `@main` type, as swiftc's `-parse-as-library`
  /// build does; an `async` main runs as the main task (SE-0323). Returns false when the program
  /// has top-level code or no such type, so that the caller runs what it has instead.
  public func runMainType() throws -> Bool {
    guard program.topLevelCode == nil, let main = program.mainTypes.first?.type else { return false }
    guard let code = main.members.staticMethods["main"]?.first(where: { $0.parameters.isEmpty }) else {
      throw InterpreterError.unsupported(
        "'\(main.name)' is annotated with @main and must provide a main static function of type () -> Void or () throws -> Void",
        at: main.location)
    }
    if code.isAsync {
      _ = startTopLevelTask(code, selfValue: .type(main.asType), cause: "static func main() of '\(main.name)'")
      return true
    }
    try withTopLevelErrors {
      _ = try invoke(code, arguments: [], captures: [], selfValue: .type(main.asType), selfBox: nil, at: code.location)
    }
    return true
  }
}
