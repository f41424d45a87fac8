import SwiftInterpreter
import Testing

/// A subclass sets its own stored properties before `super.init`, as Swift's two-phase
/// initialization requires. Rows and outputs from swiftc 6.3.1.
@Suite("A subclass that calls super.init before setting its properties is refused")
struct SuperInitOrderTests {
  static let refusedRows: [BuildErrorCase] = [
    BuildErrorCase(name: "a var set after super.init",
      source: "class Person { var name: String; init(name: String) { self.name = name } }\nclass Student: Person {\n  var school: String\n  var year: Int\n  init(name: String, school: String) {\n    super.init(name: name)\n    self.school = school\n    year = 1\n  }\n}\nprint(Student(name: \"a\", school: \"b\").school)",
      error: "6:11: property 'self.school' not initialized at super.init call"),
    BuildErrorCase(name: "a var set after super.init, another before",
      source: "class Person { var name: String; init(name: String) { self.name = name } }\nclass Student: Person {\n  var school: String\n  var year: Int\n  init(name: String, school: String) {\n    year = 2\n    super.init(name: name)\n    self.school = school\n  }\n}\nprint(Student(name: \"a\", school: \"b\").school)",
      error: "7:11: property 'self.school' not initialized at super.init call"),
    BuildErrorCase(name: "a one-line initializer",
      source: "class Person { var name: String; init(name: String) { self.name = name } }\nclass Student: Person { var school: String\n  init(name: String, school: String) { super.init(name: name); self.school = school } }\nprint(Student(name: \"a\", school: \"b\").school)",
      error: "3:46: property 'self.school' not initialized at super.init call"),
    BuildErrorCase(name: "a let set after super.init",
      source: "class Person { var name: String; init(name: String) { self.name = name } }\nclass Student: Person {\n  var school: String?\n  let id: Int\n  init(id: Int) {\n    super.init(name: \"x\")\n    self.id = id\n  }\n}\nprint(Student(id: 3).id)",
      error: "7:13: immutable value 'self.id' may only be initialized once"),
    BuildErrorCase(name: "a let never set",
      source: "class Person { var name: String; init(name: String) { self.name = name } }\nclass Student: Person {\n  let id: Int\n  init(id: Int) {\n    super.init(name: \"x\")\n  }\n}\nprint(Student(id: 3).id)",
      error: "5:11: property 'self.id' not initialized at super.init call"),
  ]

  @Test("each program is refused with swiftc's first error", arguments: refusedRows)
  func refused(_ row: BuildErrorCase) throws {
    try expectRefused(row)
  }

  static let allowedRows: [ProgramCase] = [
    ProgramCase(name: "properties set before super.init",
      source: "class Person { var name: String; init(name: String) { self.name = name } }\nclass Student: Person {\n  var school: String\n  var year = 1\n  init(name: String, school: String) {\n    self.school = school\n    super.init(name: name)\n  }\n}\nprint(Student(name: \"a\", school: \"b\").school)",
      output: "b\n"),
    ProgramCase(name: "a let set on both paths of an if before super.init",
      source: "class Person { var name: String; init(name: String) { self.name = name } }\nclass Student: Person {\n  let id: Int\n  init(id: Int) {\n    if id > 0 { self.id = id } else { self.id = 0 }\n    super.init(name: \"x\")\n  }\n}\nprint(Student(id: 3).id)",
      output: "3\n"),
  ]

  @Test("what swiftc builds runs and prints as its build does", arguments: allowedRows)
  func allowed(_ row: ProgramCase) throws {
    #expect(try run(row.source) == row.output)
  }
}
