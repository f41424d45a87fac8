import SwiftInterpreter
import Testing

/// A real name of Swift's library that the registry lacks is "not modelled", never swiftc's
/// "cannot find", which would tell a student that correct code is wrong.
@Suite("Names the standard library, Foundation and libc declare are not misspellings")
struct LibraryNamesTests {
  static let cases: [ProgramCase] = [
    ProgramCase(name: "a standard-library type", source: """
      print("before")
      print(CommandLine.arguments.count)
      """, output: "before\nFAILURE: lesson-runner does not model 'CommandLine'"),
    ProgramCase(name: "a standard-library generic type", source: """
      let pairs = KeyValuePairs(dictionaryLiteral: ("a", 1))
      print(pairs)
      """, output: "FAILURE: lesson-runner does not model 'KeyValuePairs'"),
    ProgramCase(name: "a standard-library type written only as a variable's type", source: """
      var generator: SystemRandomNumberGenerator
      print("declared")
      """, output: "declared\n"),
    ProgramCase(name: "a Foundation type", source: """
      import Foundation
      print("start")
      let id = UUID()
      print(id)
      """, output: "start\nFAILURE: lesson-runner does not model 'UUID'"),
    ProgramCase(name: "a C library function reached through Foundation", source: """
      import Foundation
      print("bye")
      exit(3)
      """, output: "bye\nFAILURE: lesson-runner does not model 'exit'"),
    ProgramCase(name: "a library name in code that never runs does not stop the program", source: """
      func never() { print(CommandLine.argc) }
      print("ran")
      """, output: "ran\n"),
    ProgramCase(name: "a misspelled name is still swiftc's error", source: """
      print(CommandLines.arguments)
      """, output: "BUILD: cannot find 'CommandLines' in scope"),
  ]

  @Test("each is refused or run as swiftc's build would have it", arguments: cases)
  func names(_ example: ProgramCase) throws {
    #expect(try run(example.source) == example.output)
  }

  @Test("the generated lists hold the library's names and no program's")
  func lists() {
    #expect(LibraryNames.standardLibrary.isSuperset(of: ["Array", "CommandLine", "print", "Task", "Regex"]))
    #expect(LibraryNames.foundation.isSuperset(of: ["Date", "UUID", "JSONDecoder", "DispatchQueue"]))
    #expect(LibraryNames.cLibrary.isSuperset(of: ["exit", "getenv", "usleep"]))
    #expect(LibraryNames.standardLibrary.isDisjoint(with: LibraryNames.foundation))
    #expect(!LibraryNames.standardLibrary.contains("CommandLines"))
  }
}
