import SwiftInterpreter
import Testing

/// Standard library values a tutorial prints (strings, numbers, collections, optionals) that
/// the probes of this round found printed differently from swiftc or refused; each output is
/// what swiftc 6.3's build of the same program printed (checked when written).
@Suite("Standard library values checked against swiftc")
struct StandardValueRuleTests {
  typealias Case = ProgramCase

  static let cases: [Case] = [
    Case(name: "an array's prefix, suffix and drops are slices that keep the array's positions", source: """
      let a = [10, 20, 30, 40]
      let rest = a.dropFirst()
      print(rest[1], rest.startIndex, a.suffix(2).indices, a.prefix(while: { $0 < 30 }).endIndex)
      print(a[1...].dropFirst().startIndex, a.drop(while: { $0 < 30 }).first!, type(of: a.prefix(1)))
      print(a.prefix(upTo: 2), a[1...].suffix(from: 2), a[...], a.index(1, offsetBy: 2), a.index(0, offsetBy: 9, limitedBy: 4) as Any)
      """, output: "20 1 2..<4 2\n2 30 ArraySlice<Int>\n[10, 20] [30, 40] [10, 20, 30, 40] 3 nil\n"),
    Case(name: "a slice's element can be assigned and an array's range replaced", source: """
      var s = [1, 2, 3, 4][1...]
      s[2] = 9
      var b = ["a", "b", "c", "d"]
      b[1...2] = ["Q"]
      print(s, s.startIndex, b)
      """, output: "[2, 9, 4] 1 [\"a\", \"Q\", \"d\"]\n"),
    Case(name: "a slice reversed keeps its slice base", source: """
      let s = [1, 2, 3][1...]
      print(s.reversed(), Array(s.reversed()))
      """, output: "ReversedCollection<ArraySlice<Int>>(_base: ArraySlice([2, 3])) [3, 2]\n"),
    Case(name: "UnicodeScalar of an integer literal is optional unless a scalar is needed", source: """
      let n = 66
      print(UnicodeScalar(65) as Any, UnicodeScalar(n) as Any, Character(UnicodeScalar(67)), String(UnicodeScalar(68)))
      print(UnicodeScalar("z"), UnicodeScalar(UInt8(69)), UInt8(ascii: "a"))
      """, output: "Optional(\"A\") Optional(\"B\") C D\nz E 97\n"),
    Case(name: "String of characters takes a slice and literals typed as characters", source: """
      let word = "class"
      print(String(Array(word).prefix(3)), String(word.map { $0 == "s" ? "$" : $0 }))
      """, output: "cla cla$$\n"),
    Case(name: "min and max type an integer literal beside a double as a double", source: """
      print(max(1.5, 2), min(3, 2.5, 1), max(1, 2))
      """, output: "2.0 1.0 2\n"),
    Case(name: "a literal beside an operand of a known number type takes that type", source: """
      let byte: UInt8 = 57
      print(Int(byte - 48), Double(byte) / 2)
      """, output: "9 28.5\n"),
    Case(name: "debugPrint of a range reflects its bounds", source: """
      debugPrint("a"..."c", 1.5..<2.5)
      print(["x"..."y"], (1...3).description)
      """, output: "ClosedRange(\"a\"...\"c\") Range(1.5..<2.5)\n[ClosedRange(\"x\"...\"y\")] 1...3\n"),
    Case(name: "Optional of an optional nests it and Int?(x) is the optional's initializer", source: """
      let x: Int? = 5
      print(Optional(x) as Any, Optional(Optional(2)) as Any, Int?(7)!, Int?(7) as Any)
      """, output: "Optional(Optional(5)) Optional(Optional(2)) 7 Optional(7)\n"),
    Case(name: "description and debugDescription read the printed text", source: """
      let o: Int? = 5
      print([1, 2].description, ["a"].debugDescription, o.debugDescription, 2.5.debugDescription, Set([1]).description)
      """, output: "[1, 2] [\"a\"] Optional(5) 2.5 [1]\n"),
    Case(name: "sequence(first:next:) and sequence(state:next:) unfold lazily", source: """
      print(Array(sequence(first: 1) { $0 < 50 ? $0 * 3 : nil }))
      print(Array(sequence(first: 1) { $0 * 2 }.prefix(4)), sequence(first: 1) { $0 + 1 }.first(where: { $0 * $0 > 20 })!)
      print(Array(sequence(state: 0) { (s: inout Int) -> Int? in s += 1; return s <= 3 ? s : nil }))
      """, output: "[1, 3, 9, 27, 81]\n[1, 2, 4, 8] 5\n[1, 2, 3]\n"),
    Case(name: "dump draws dictionaries, sets and ranges, with a name and an indent", source: """
      dump(["k": 1])
      dump(Set(["x"]))
      dump(1..<3, name: "r", indent: 2)
      """, output: "▿ 1 key/value pair\n  ▿ (2 elements)\n    - key: \"k\"\n    - value: 1\n▿ 1 member\n  - \"x\"\n  ▿ r: Range(1..<3)\n    - lowerBound: 1\n    - upperBound: 3\n"),
    Case(name: "Foundation's string comparisons and case-insensitive edits", source: """
      import Foundation
      print("ABC".caseInsensitiveCompare("abd"), "a".localizedCompare("B"), "Hello".localizedCaseInsensitiveContains("ELL"))
      print("Swift".appending("!"), "Hello World".replacingOccurrences(of: "o", with: "0", options: .caseInsensitive))
      print("a,b;c".components(separatedBy: CharacterSet(charactersIn: ",;")), "x1y2".components(separatedBy: CharacterSet.decimalDigits.inverted))
      let s = "Hello, Swift"
      print(s.replacingCharacters(in: s.range(of: "Swift")!, with: "World"))
      """, output: "orderedAscending orderedAscending true\nSwift! Hell0 W0rld\n[\"a\", \"b\", \"c\"] [\"\", \"1\", \"2\"]\nHello, World\n"),
    Case(name: "strings are edited by index ranges", source: """
      var s = "hello"
      s.replaceSubrange(s.startIndex...s.startIndex, with: "J")
      s.insert(contentsOf: "y", at: s.endIndex)
      s.append(contentsOf: ["!", "?"])
      print(s, s.popLast()!, s)
      for i in s.indices where s[i] == "l" { print(s.distance(from: s.startIndex, to: i), terminator: " ") }
      print(s.indices.count)
      """, output: "Jelloy!? ? Jelloy!\n2 3 7\n"),
    Case(name: "zip, stride, joined and repeatElement are sequences of their own", source: """
      print(zip([1, 2], ["a", "b"]).map { "\\($0)\\($1)" }, stride(from: 0, to: 9, by: 4).reversed(), [[1], [2, 3]].joined().count)
      print(Array(repeatElement("x", count: 2)), Array(stride(from: 3, through: 1, by: -1)))
      """, output: "[\"1a\", \"2b\"] [8, 4, 0] 3\n[\"x\", \"x\"] [3, 2, 1]\n"),
    Case(name: "printing a zip is refused rather than shown as a list", source: """
      print(zip([1], [2]))
      """, output: "FAILURE: lesson-runner does not model 'Zip2Sequence'"),
    Case(name: "a range's first and last and a half-open range's positions", source: """
      print((0..<3).first!, (1...4).last!, (0..<0).last as Any, (1..<5).firstIndex(of: 3) as Any, [3, 4].enumerated().first!)
      """, output: "0 4 nil Optional(3) (offset: 0, element: 3)\n"),
    Case(name: "set algebra in place and array insertion of many", source: """
      var set: Set = [1, 2, 3, 4]
      set.subtract([1])
      set.formIntersection([2, 3, 9])
      set.formSymmetricDifference([3, 7])
      var a = [1, 2]
      a.insert(contentsOf: [8, 9], at: 1)
      print(set.sorted(), set.contains(where: { $0 > 5 }), a)
      """, output: "[2, 7] true [1, 8, 9, 2]\n"),
    Case(name: "Foundation math keeps Float operands Float and knows its constants", source: """
      import Foundation
      print(fmod(7.5, 2), hypot(3.0, 4.0), pow(Float(2), 0.5), M_PI, Double.leastNormalMagnitude)
      """, output: "1.5 5.0 1.4142135 3.141592653589793 2.2250738585072014e-308\n"),
    Case(name: "a dictionary is built from pairs with a combining closure", source: """
      let d = Dictionary([("x", 1), ("y", 2), ("x", 3)], uniquingKeysWith: +)
      print(d["x"]!, d["y"]!)
      """, output: "4 2\n"),
  ]

  @Test("a standard library value", arguments: cases)
  func value(_ rule: Case) throws {
    #expect(try run(rule.source) == rule.output)
  }
}
