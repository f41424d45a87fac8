import Foundation
import LessonRunner
import SwiftReader
import Testing

/// `lesson-runner registry`: the APIs the engine models, as Swift declarations.
@Suite("The registry as Swift")
struct RegistryCommandTests {
  private func run(_ arguments: [String]) -> LessonRunnerCommand.Output {
    LessonRunnerCommand(arguments: arguments, environment: [:], isTerminal: false).run()
  }

  @Test("every module's declarations are Swift the reader reads, each type after its Apple document")
  func readable() throws {
    let output = run(["registry"])
    #expect(output.exitCode == 0)
    let text = output.standardOutput
    _ = try SwiftReader.read(files: [("Registry.swift", text)])
    let declarations = text.split(separator: "\n").filter { $0.hasPrefix("public ") || $0.hasPrefix("extension ") }
    #expect(declarations.count > 100)
    let documented = text.split(separator: "\n").filter { $0.hasPrefix("// https://developer.apple.com/") || $0.hasPrefix("// https://") }
    #expect(documented.count == declarations.count, "every type names the document it follows")
  }

  @Test("one module's declarations, and only its", arguments: [
    ("SwiftUI", "public protocol View", "public class UIViewController"),
    ("UIKit", "public class UIViewController", "public protocol View"),
  ])
  func oneModule(_ module: String, _ present: String, _ absent: String) {
    let output = run(["registry", module])
    #expect(output.exitCode == 0)
    #expect(output.standardOutput.contains(present))
    #expect(!output.standardOutput.contains(absent))
  }

  @Test("a module the registry does not hold is a usage error naming those it does")
  func unknownModule() {
    let output = run(["registry", "MapKit"])
    #expect(output.exitCode == 2)
    #expect(output.standardError.contains("the registry models no module 'MapKit'; it models 'Swift'"))
  }
}
