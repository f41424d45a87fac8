import SwiftReader
import Testing

/// Deeper checks on the lesson listings: the pieces the engine relies on, read exactly.
@Suite("Lesson listing details")
struct LessonDetailTests {
  private func listing(_ name: String) throws -> Listing {
    try #require(Lessons.all.first { $0.name.hasSuffix(name) }, "no listing named \(name)")
  }

  private func reading(_ name: String) throws -> (Listing, SourceFile, SyntaxWalk) {
    let listing = try listing(name)
    let file = try Read.file(listing.text)
    return (listing, file, SyntaxWalk([file]))
  }

  @Test("the scene's onChange closure declares old and new, and prints an interpolated string")
  func onChangeClosure() throws {
    let (_, _, walk) = try reading("step 4: TripsApp reads the scene phase")
    let onChange = try #require(walk.calls(named: "onChange").first)
    guard case .call(let callee, let arguments, let closures, _) = onChange.kind else { return }
    #expect(SyntaxDump.expr(callee) == "WindowGroup {ContentView()}.onChange")
    #expect(SyntaxDump.args(arguments) == "of: scenePhase")
    #expect(closures.count == 1 && closures[0].label == nil)
    #expect(closures[0].closure.parameters?.map(\.name) == ["old", "new"])
    #expect(SyntaxDump.block(closures[0].closure.body) == #"print("\(old) -> \(new)")"#)
    #expect(onChange.range.lineColumns == "12:9-17:10")
  }

  @Test("the → in Clover's print survives as UTF-8 text between two interpolations")
  func arrowSegments() throws {
    let (listing, _, walk) = try reading("step 3: Clover follows her scene")
    let print = try #require(walk.calls(named: "print").first)
    guard case .call(_, let arguments, _, _) = print.kind,
      case .stringLiteral(let segments) = arguments.first?.value.kind
    else {
      Issue.record("expected print with a string")
      return
    }
    #expect(segments.count == 4)
    guard segments.count == 4, case .text(let first) = segments[0],
      case .interpolation(let old, let oldRange) = segments[1],
      case .text(let arrow) = segments[2], case .interpolation(let new, _) = segments[3]
    else { return }
    #expect(first == "Clover: ")
    #expect(arrow == " → ")
    #expect(Array(arrow.utf8) == [0x20, 0xE2, 0x86, 0x92, 0x20])
    #expect(SyntaxDump.args(old) == "old" && SyntaxDump.args(new) == "new")
    #expect(SourceSlice.text(oldRange, in: listing.text) == #"\(old)"#)
    #expect(SourceSlice.text(print.range, in: listing.text) == #"print("Clover: \(old) → \(new)")"#)
  }

  @Test("ContentView() has its ')' at line 7, column 25, where swiftc reports a missing argument")
  func contentViewRightParen() throws {
    let (_, _, walk) = try reading("step 2: TripsApp.swift, as Xcode made it")
    let call = try #require(walk.calls(named: "ContentView").first)
    guard case .call(_, let arguments, let closures, let rightParen) = call.kind else { return }
    #expect(arguments.isEmpty && closures.isEmpty)
    #expect(rightParen.lineColumn == "7:25")
    #expect(call.range.lineColumns == "7:13-7:26")
  }

  @Test("the Mood extension switches over the phase, ending in @unknown default")
  func unknownDefault() throws {
    let (_, file, _) = try reading("step 3: the Mood extension")
    guard case .extensionDecl(let ext) = file.declarations[0].kind,
      case .initializer(let initializer) = ext.members[0].kind,
      case .switchStmt(let subject, let cases)? = initializer.body?.first?.kind
    else {
      Issue.record("expected init with a switch")
      return
    }
    #expect(initializer.parameters.map { "\($0.label ?? "_") \($0.name)" } == ["_ phase"])
    #expect(SyntaxDump.expr(subject) == "phase")
    #expect(
      cases.map(SyntaxDump.switchCase) == [
        "case .active: (self = .awake);", "case .inactive: (self = .drowsy);",
        "case .background: (self = .asleep);", "@unknown default: (self = .awake);",
      ])
    if case .unknownDefault = cases[3].label {} else { Issue.record("expected @unknown default") }
    #expect(cases[3].range.start.lineColumn == "8:9")
  }

  @Test("if new == .active, let asleepSince: an expression, then a shorthand binding")
  func napCondition() throws {
    let (_, _, walk) = try reading("step 5: heartbeats and naps")
    let ifs = walk.statements.compactMap { statement -> IfStmt? in
      if case .ifStmt(let s) = statement.kind, s.conditions.count == 2 { return s }
      return nil
    }
    let nap = try #require(ifs.first)
    guard case .expression(let test) = nap.conditions[0],
      case .optionalBinding(let isLet, let name, let type, let initializer, let range) =
        nap.conditions[1]
    else {
      Issue.record("expected expression and binding")
      return
    }
    #expect(SyntaxDump.expr(test) == "(new == .active)")
    #expect(isLet && name == "asleepSince" && type == nil && initializer == nil)
    #expect(range.lineColumns == "42:32-42:47")
    #expect(
      SyntaxDump.block(nap.thenBody).hasPrefix(
        #"(lastNap = "Clover slept \(Int(Date.now.timeIntervalSince(asleepSince))) seconds")"#))
  }

  @Test("the task loop: while !Task.isCancelled with try? await Task.sleep")
  func heartbeatTask() throws {
    let (_, _, walk) = try reading("step 5: heartbeats and naps")
    let task = try #require(walk.calls(named: "task").first)
    guard case .call(_, let arguments, let closures, _) = task.kind else { return }
    #expect(arguments.isEmpty)
    #expect(
      SyntaxDump.block(closures[0].closure.body)
        == "while (!Task.isCancelled) {(try? (await Task.sleep(for: .seconds(1)))); (heartbeats += 1)}"
    )
  }

  @Test("the body of a view is a plain statement list, modifiers chained across lines")
  func builderBody() throws {
    let (_, file, _) = try reading("step 3: ContentView announces itself")
    guard case .type(let view) = file.declarations[0].kind,
      case .variable(let body) = view.members[1].kind,
      case .getter(let statements)? = body.bindings[0].accessors
    else {
      Issue.record("expected var body with a getter")
      return
    }
    #expect(
      statements.map(SyntaxDump.stmt) == [
        "let _",
        #"ScrollView {VStack {ForEach(Trip.samples) {(trip) in TripCard(trip: trip)}}}.onAppear {print("ContentView appeared")}"#,
      ])
    #expect(SyntaxDump.type(try #require(body.bindings[0].type)) == "some View")
  }

  @Test("the delegate's method keeps labels, names, types and the default value")
  func delegateMethod() throws {
    let (_, file, _) = try reading("step 7: TripsDelegate.swift")
    guard case .type(let delegate) = file.declarations[1].kind,
      case .function(let method) = delegate.members[0].kind
    else {
      Issue.record("expected a class with a method")
      return
    }
    #expect(delegate.modifiers.map(\.name) == ["final"])
    #expect(delegate.inheritance.map(SyntaxDump.type) == ["NSObject", "UIApplicationDelegate"])
    #expect(
      method.parameters.map { "\($0.label ?? "_") \($0.name): \(SyntaxDump.type($0.type))" } == [
        "_ application: UIApplication",
        "didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?",
      ])
    #expect(method.parameters[1].defaultValue.map(SyntaxDump.expr) == "nil")
    #expect(method.returnType.map(SyntaxDump.type) == "Bool")
    #expect(
      SyntaxDump.block(method.body ?? [])
        == #"print("TripsDelegate: did finish launching"); return true"#)
  }

  @Test("property wrappers read with their arguments")
  func propertyWrappers() throws {
    let (_, file, _) = try reading("step 7: TripsApp with a delegate adaptor")
    guard case .type(let app) = file.declarations[1].kind else { return }
    let wrappers = app.members.compactMap { member -> String? in
      guard case .variable(let v) = member.kind, !v.attributes.isEmpty else { return nil }
      return v.attributes.map {
        "@\($0.name)" + ($0.arguments.map { "(" + SyntaxDump.args($0) + ")" } ?? "")
      }
      .joined() + " " + v.modifiers.map(\.name).joined()
    }
    #expect(
      wrappers == [
        "@UIApplicationDelegateAdaptor private", #"@Environment(\.scenePhase) private"#,
        "@State private",
      ])
    guard case .type(let t) = file.declarations[1].kind else { return }
    #expect(t.attributes.map(\.name) == ["main"])
  }

  @Test("main.swift is top-level code; the launcher calls main() on App types")
  func entryPoints() throws {
    let main = try Read.file(try listing("question 5: main.swift").text, name: "main.swift")
    #expect(
      main.declarations.map(SyntaxDump.decl) == ["import Foundation", #"code print("starting")"#])
    let (_, file, _) = try reading("question 6: @main on an enum")
    guard case .type(let launcher) = file.declarations[3].kind,
      case .function(let mainFunction) = launcher.members[0].kind
    else { return }
    #expect(launcher.attributes.map(\.name) == ["main"])
    #expect(mainFunction.modifiers.map(\.name) == ["static"])
    #expect(
      SyntaxDump.block(mainFunction.body ?? [])
        == #"if (NSClassFromString("XCTestCase") != nil) {print("starting the stand-in app, for tests"); TestingApp.main()} else {print("starting Trips"); TripsApp.main()}"#
    )
  }

  @Test("the background-task probe: do/catch, casts, @concurrent and a trailing backgroundTask")
  func backgroundProbe() throws {
    let (_, file, walk) = try reading("question 9: background work, without permission")
    let task = try #require(walk.calls(named: "task").first)
    guard case .call(_, _, let closures, _) = task.kind else { return }
    #expect(
      SyntaxDump.block(closures[0].closure.body)
        == #"do {(try (await scheduleRefresh())); print("submitted")} catch {let error; print("refused: \(error.domain), code \(error.code)"); print(error.userInfo.keys.map {"\($0)"}.sorted())}"#
    )
    let cast = walk.expressions.first {
      if case .cast(.plain, _, _) = $0.kind { return true } else { return false }
    }
    #expect(cast.map(SyntaxDump.expr) == "(error as NSError)")
    guard case .function(let refresh) = file.declarations[3].kind else { return }
    #expect(refresh.attributes.map(\.name) == ["concurrent"])
    #expect(refresh.isAsync && refresh.isThrowing)
    #expect(walk.calls(named: "backgroundTask").count == 1)
  }

  @Test("WindowGroup(for:) hands its closure a $bunny binding")
  func windowGroupForValue() throws {
    let (_, _, walk) = try reading("step 9: a window for each bunny")
    let group = try #require(walk.calls(named: "WindowGroup").first)
    guard case .call(_, let arguments, let closures, _) = group.kind else { return }
    #expect(SyntaxDump.args(arguments) == "for: String.self")
    #expect(closures[0].closure.parameters?.map(\.name) == ["$bunny"])
    #expect(
      SyntaxDump.block(closures[0].closure.body)
        == #"ContentView(bunny: (bunny ?? "Clover"), warren: warren)"#)
  }

  @Test("ForEach over emoji with id: \\.self")
  func forEachHats() throws {
    let (_, _, walk) = try reading("step 8: each burrow remembers its hat")
    let forEach = try #require(walk.calls(named: "ForEach").first)
    guard case .call(_, let arguments, _, _) = forEach.kind else { return }
    #expect(SyntaxDump.args(arguments) == #"["🎀", "👑", "🎩"], id: \.self"#)
  }
}
