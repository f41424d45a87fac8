import SwiftReader
import Testing

@Suite("Declarations")
struct DeclarationTests {
  @Test("attributes keep their names and arguments; modifiers their details")
  func attributesAndModifiers() throws {
    let file = try Read.file(
      """
      @Environment(\\.scenePhase) private var scenePhase
      @UIApplicationDelegateAdaptor private var delegate: TripsDelegate
      @UIApplicationDelegateAdaptor(TripsDelegate.self) var d
      @SceneStorage("hat") fileprivate var hat = ""
      @AppStorage("carrots") public static var carrots = 0
      private(set) nonisolated(unsafe) var count = 0
      @available(iOS 17, *) @MainActor internal lazy var x = 1
      """)
    let summaries = file.declarations.map { declaration -> String in
      guard case .variable(let variable) = declaration.kind else { return "?" }
      let attributes = variable.attributes.map { attribute in
        "@" + attribute.name + (attribute.arguments.map { "(" + SyntaxDump.args($0) + ")" } ?? "")
      }
      let modifiers = variable.modifiers.map { $0.name + ($0.detail.map { "(\($0))" } ?? "") }
      return (attributes + modifiers).joined(separator: " ")
    }
    #expect(
      summaries == [
        #"@Environment(\.scenePhase) private"#,
        "@UIApplicationDelegateAdaptor private",
        "@UIApplicationDelegateAdaptor(TripsDelegate.self)",
        #"@SceneStorage("hat") fileprivate"#,
        #"@AppStorage("carrots") public static"#,
        "private(set) nonisolated(unsafe)",
        "@available() @MainActor internal lazy",
      ])
  }

  @Test("type declarations with generics, inheritance and where clauses")
  func typeDeclarations() throws {
    let file = try Read.file(
      """
      @main
      struct TripsApp: App {}
      final class TripsDelegate: NSObject, UIApplicationDelegate {}
      enum Mood: String, CaseIterable { case awake }
      actor Counter {}
      protocol Store: AnyObject {}
      struct Box<T: Equatable, U>: View where T: Hashable, U == Int {}
      indirect enum Tree {}
      extension Mood: Equatable where Self: Sendable {}
      """)
    let summaries = file.declarations.map { declaration -> String in
      switch declaration.kind {
      case .type(let type):
        let generics = type.genericParameters.map {
          $0.name + ($0.constraint.map { ": " + SyntaxDump.type($0) } ?? "")
        }
        return
          "\(type.attributes.map { "@" + $0.name + " " }.joined())\(type.modifiers.map { $0.name + " " }.joined())"
          + "\(type.kind.rawValue) \(type.name)"
          + (generics.isEmpty ? "" : "<" + generics.joined(separator: ", ") + ">")
          + ": " + type.inheritance.map(SyntaxDump.type).joined(separator: ", ")
      case .extensionDecl(let ext):
        return "extension \(SyntaxDump.type(ext.extendedType)): "
          + ext.inheritance.map(SyntaxDump.type).joined(separator: ", ")
      default:
        return "?"
      }
    }
    #expect(
      summaries == [
        "@main struct TripsApp: App",
        "final class TripsDelegate: NSObject, UIApplicationDelegate",
        "enum Mood: String, CaseIterable",
        "actor Counter: ",
        "protocol Store: AnyObject",
        "struct Box<T: Equatable, U>: View",
        "indirect enum Tree: ",
        "extension Mood: Equatable",
      ])
    guard case .type(let app) = file.declarations[0].kind else { return }
    #expect(app.nameRange.lineColumns == "2:8-2:16")
    #expect(file.declarations[0].range.lineColumns == "1:1-2:24")
  }

  @Test("functions: labels, defaults, variadics, inout, effects, generics, return types")
  func functions() throws {
    let declaration = try Read.declaration(
      """
      func application(_ application: UIApplication,
                       didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil,
                       values: Int..., into result: inout [Int],
                       @ViewBuilder content: () -> Content,
                       handler: @escaping @MainActor () -> Void) async throws -> Bool where Content: View {
        return true
      }
      """)
    guard case .function(let function) = declaration.kind else {
      Issue.record("expected a function")
      return
    }
    #expect(function.name == "application")
    let parameters = function.parameters.map { parameter in
      "\(parameter.label ?? "_") \(parameter.name): \(SyntaxDump.type(parameter.type))"
        + (parameter.isVariadic ? "..." : "")
        + (parameter.defaultValue.map { " = " + SyntaxDump.expr($0) } ?? "")
    }
    #expect(
      parameters == [
        "_ application: UIApplication",
        "didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil",
        "values values: Int...",
        "into result: inout [Int]",
        "content content: @ViewBuilder () -> Content",
        "handler handler: @escaping @MainActor () -> Void",
      ])
    #expect(function.isAsync && function.isThrowing)
    #expect(function.returnType.map(SyntaxDump.type) == "Bool")
    #expect(function.parameters[1].range.lineColumns == "2:18-2:107")
  }

  @Test("operator functions, generic functions, requirements without bodies")
  func functionForms() throws {
    let file = try Read.file(
      """
      protocol P {
        var x: Int { get set }
        var y: Int { get }
        func f()
        init(value: Int)
        static func == (lhs: Self, rhs: Self) -> Bool
        associatedtype Item: Equatable = Int
        func g<T: View>(_ t: T) rethrows -> some View
      }
      """)
    guard case .type(let p) = file.declarations[0].kind else {
      Issue.record("expected a protocol")
      return
    }
    #expect(
      p.members.map(SyntaxDump.decl) == [
        "var x", "var y", "func f", "init", "func ==", "associatedtype Item", "func g",
      ])
    if case .variable(let x) = p.members[0].kind,
      case .accessors(let accessors)? = x.bindings[0].accessors
    {
      #expect(accessors.map(\.kind) == [.get, .set])
      #expect(accessors.allSatisfy { $0.body == nil })
    } else {
      Issue.record("expected accessors")
    }
    if case .function(let f) = p.members[2].kind { #expect(f.body == nil) }
    if case .function(let g) = p.members[6].kind {
      #expect(g.genericParameters.map(\.name) == ["T"])
      #expect(g.isThrowing)
      #expect(g.returnType.map(SyntaxDump.type) == "some View")
    }
  }

  @Test("initializers and deinitializers")
  func initializers() throws {
    let file = try Read.file(
      """
      class A: B {
        init?(raw: String) {}
        convenience init() { self.init(raw: "")! }
        required override init(x: Int) async throws { try await super.init(x: x) }
        deinit { print("bye") }
      }
      """)
    guard case .type(let a) = file.declarations[0].kind else { return }
    let summaries = a.members.map { member -> String in
      switch member.kind {
      case .initializer(let i):
        return i.modifiers.map { $0.name + " " }.joined() + (i.isFailable ? "init?" : "init")
          + "(" + i.parameters.map(\.name).joined(separator: ",") + ")"
          + (i.isAsync ? " async" : "") + (i.isThrowing ? " throws" : "")
          + " {" + SyntaxDump.block(i.body ?? []) + "}"
      case .deinitializer(let body): return "deinit {" + SyntaxDump.block(body) + "}"
      default: return "?"
      }
    }
    #expect(
      summaries == [
        "init?(raw) {}",
        "convenience init() {self.init(raw: \"\")!}",
        "required override init(x) async throws {(try (await super.init(x: x)))}",
        "deinit {print(\"bye\")}",
      ])
  }

  @Test("properties: stored, computed, accessors and observers")
  func properties() throws {
    let file = try Read.file(
      """
      struct S {
        var body: some View { Text("a") }
        var total: Int {
          get { a + b }
          set(value) { a = value }
        }
        var count = 0 { didSet { print(count) } willSet { } }
        let a = 1, b: Int = 2
        static let shared = S()
        weak var delegate: D?
        var name: String { return "x" }
      }
      """)
    guard case .type(let s) = file.declarations[0].kind else { return }
    let summaries = s.members.map { member -> String in
      guard case .variable(let v) = member.kind else { return "?" }
      return v.bindings.map { binding in
        var text = SyntaxDump.pattern(binding.pattern)
        if let type = binding.type { text += ": " + SyntaxDump.type(type) }
        if let initializer = binding.initializer { text += " = " + SyntaxDump.expr(initializer) }
        switch binding.accessors {
        case .getter(let body)?: text += " {" + SyntaxDump.block(body) + "}"
        case .accessors(let accessors)?:
          text +=
            " {"
            + accessors.map {
              "\($0.kind.rawValue)(\($0.parameterName ?? "")) {" + SyntaxDump.block($0.body ?? [])
                + "}"
            }
            .joined(separator: " ") + "}"
        case nil: break
        }
        return text
      }.joined(separator: ", ")
    }
    #expect(
      summaries == [
        "body: some View {Text(\"a\")}",
        "total: Int {get() {(a + b)} set(value) {(a = value)}}",
        "count = 0 {didSet(oldValue) {print(count)} willSet(newValue) {}}",
        "a = 1, b: Int = 2",
        "shared = S()",
        "delegate: D?",
        "name: String {return \"x\"}",
      ])
  }

  @Test("enum cases: lists, associated values, raw values")
  func enumCases() throws {
    let declaration = try Read.declaration(
      """
      enum E: String {
        case awake, drowsy, asleep
        case seconds(Int)
        case point(x: Int, _ y: Int = 0)
        case north = "N"
        indirect case node(E)
      }
      """)
    guard case .type(let e) = declaration.kind else { return }
    let elements = e.members.flatMap { member -> [String] in
      guard case .enumCase(let c) = member.kind else { return ["?"] }
      return c.elements.map { element in
        element.name
          + (element.associatedValues.map { values in
            "("
              + values.map {
                ($0.label.map { "\($0): " } ?? "") + SyntaxDump.type($0.type)
                  + ($0.defaultValue.map { " = " + SyntaxDump.expr($0) } ?? "")
              }
              .joined(separator: ", ") + ")"
          } ?? "")
          + (element.rawValue.map { " = " + SyntaxDump.expr($0) } ?? "")
      }
    }
    #expect(
      elements == [
        "awake", "drowsy", "asleep", "seconds(Int)", "point(x: Int, Int = 0)", "north = \"N\"",
        "node(E)",
      ])
  }

  @Test("type aliases, subscripts and macro expansions")
  func otherDeclarations() throws {
    let file = try Read.file(
      """
      typealias Handler = (Int) -> Void
      struct S {
        subscript(index: Int) -> Int { index * 2 }
        subscript(key k: String) -> Int { get { 0 } }
      }
      #Preview {
        ContentView()
      }
      #Preview("Named") { Text("x") }
      """)
    #expect(
      file.declarations.map(SyntaxDump.decl) == [
        "typealias Handler", "struct S", "#Preview", "#Preview",
      ])
    if case .typeAlias(_, let type, _) = file.declarations[0].kind {
      #expect(SyntaxDump.type(type) == "(Int) -> Void")
    }
    if case .type(let s) = file.declarations[1].kind,
      case .subscriptDecl(let first) = s.members[0].kind
    {
      #expect(first.parameters.map(\.name) == ["index"])
      #expect(SyntaxDump.block(first.body ?? []) == "(index * 2)")
    }
    if case .macroExpansion(let name, let arguments, let closures) = file.declarations[3].kind {
      #expect(name == "Preview")
      #expect(SyntaxDump.args(arguments) == "\"Named\"")
      #expect(closures.count == 1)
    }
  }

  @Test("imports name their module path")
  func imports() throws {
    let file = try Read.file(
      "import SwiftUI\nimport UIKit.UIView\n@testable import App\nimport struct Foo.Bar")
    #expect(
      file.declarations.map(SyntaxDump.decl) == [
        "import SwiftUI", "import UIKit.UIView", "import App", "import Foo.Bar",
      ])
  }
}

@Suite("Declaration modifiers and builder bodies")
struct ModifierAndBuilderTests {
  @Test("every modifier the lessons use is kept, in order")
  func modifiers() throws {
    let file = try Read.file(
      """
      class C: B {
        class func make() -> C { C() }
        static subscript(i: Int) -> Int { i }
        override var description: String { "c" }
        nonisolated func f() {}
        private static let shared = C()
        public required init() {}
        @ViewBuilder var content: some View { Text("a") }
      }
      struct S { mutating func bump() {} }
      """)
    guard case .type(let c) = file.declarations[0].kind,
      case .type(let s) = file.declarations[1].kind
    else { return }
    if case .function(let bump) = s.members[0].kind {
      #expect(bump.modifiers.map(\.name) == ["mutating"])
    }
    let summaries = c.members.map { member -> String in
      let (attributes, modifiers): ([Attribute], [DeclModifier])
      switch member.kind {
      case .function(let f), .subscriptDecl(let f):
        (attributes, modifiers) = (f.attributes, f.modifiers)
      case .variable(let v): (attributes, modifiers) = (v.attributes, v.modifiers)
      case .initializer(let i): (attributes, modifiers) = (i.attributes, i.modifiers)
      default: return "?"
      }
      return (attributes.map { "@" + $0.name } + modifiers.map(\.name) + [SyntaxDump.decl(member)])
        .joined(separator: " ")
    }
    #expect(
      summaries == [
        "class func make", "static subscript", "override var description", "nonisolated func f",
        "private static let shared", "public required init", "@ViewBuilder var content",
      ])
  }

  @Test("a builder body with `;`, a trailing closure and a modifier on one line")
  func builderBody() throws {
    let declaration = try Read.declaration(
      #"var body: some View { let _ = print("x"); ScrollView { Text("a") } .onAppear { go() } }"#)
    guard case .variable(let body) = declaration.kind,
      case .getter(let statements)? = body.bindings[0].accessors
    else {
      Issue.record("expected a getter")
      return
    }
    #expect(
      statements.map(SyntaxDump.stmt) == ["let _", #"ScrollView {Text("a")}.onAppear {go()}"#])
  }

  @Test("#Preview and #file in expression position are macro expansions")
  func macroExpressions() throws {
    guard
      case .function(let f) = try Read.declaration(
        #"func f() { #Preview("x") { A() }; print(#file, #line) }"#
      ).kind
    else { return }
    #expect(SyntaxDump.block(f.body ?? []) == #"#Preview("x") {A()}; print(#file, #line)"#)
  }
}
