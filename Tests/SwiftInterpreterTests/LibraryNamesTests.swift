import SwiftInterpreter
import Testing

/// A real name of Swift's library that the registry lacks is "not modelled", never swiftc's
/// "cannot find", which would tell a student that correct code is wrong; a member the real type
/// lacks is swiftc's "has no member" (on Linux's Foundation, where the members are known).
@Suite("Library names: not modelled when real, swiftc's error when misspelt")
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
    ProgramCase(name: "a standard-library type whose values literals make", source: """
      let mixed: [AnyHashable] = [1, "a", 2.5]
      print(mixed)
      """, output: "FAILURE: lesson-runner does not model 'AnyHashable'"),
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
    ProgramCase(name: "a member the real type lacks is swiftc's 'has no member'", source: """
      print("first")
      print("abc".uppercasedd())
      """, output: "first\nFAILURE: value of type 'String' has no member 'uppercasedd'"),
    ProgramCase(name: "the type in 'has no member' is written as swiftc writes it", source: """
      let counts: [String: Int] = ["a": 1]
      print(counts.valuess)
      """, output: "FAILURE: value of type '[String : Int]' has no member 'valuess'"),
    ProgramCase(name: "an array's missing member names the array type", source: """
      print([1, 2].summ())
      """, output: "FAILURE: value of type '[Int]' has no member 'summ'"),
    ProgramCase(name: "a static member the real type lacks", source: """
      print(Int.maxx)
      """, output: "FAILURE: type 'Int' has no member 'maxx'"),
    ProgramCase(name: "a real member the registry lacks is still not modelled", source: """
      import Foundation
      let text = "a b"
      print(text.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed)!)
      """, output: "FAILURE: lesson-runner does not model 'String.addingPercentEncoding'"),
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
    #expect(LibraryMembers.byType["String"]?.isSuperset(of: ["count", "map", "components", "uppercased"]) == true)
    #expect(LibraryMembers.byType["Int"]?.isSuperset(of: ["isMultiple", "signum", "formatted"]) == true)
  }

  @Test("no member is judged misspelt where the platform's members are not known")
  func unknownPlatform() {
    var platform = PlatformConventions.foundation
    #expect(platform.lacksMember("String", "uppercasedd"))
    #expect(!platform.lacksMember("String", "uppercased"))
    #expect(!platform.lacksMember("Optional", "count"))
    platform.libraryMembers = [:]
    #expect(!platform.lacksMember("String", "uppercasedd"))
  }
}
