import LifecycleEngine

/// `lesson-runner registry [MODULE]`: the API surface the engine models, as Swift declarations.
///
/// An instructor reads it to know what a lesson may use; it is also Swift a compiler can
/// type-check a program against (bodies are `fatalError()`).
struct RegistryCommand {
  var invocation: Invocation

  func run(into output: inout LessonRunnerCommand.Output) {
    let modules = Engine.registryModules
    guard invocation.paths.count <= 1 else {
      output.error("error: 'registry' takes at most one module; see 'lesson-runner help registry'")
      output.exitCode = 2
      return
    }
    if let module = invocation.paths.first, !modules.contains(module) {
      output.error(
        "error: the registry models no module '\(module)'; it models \(modules.map { "'\($0)'" }.joined(separator: ", "))")
      output.exitCode = 2
      return
    }
    output.print(Engine.registryStub(module: invocation.paths.first))
  }
}
