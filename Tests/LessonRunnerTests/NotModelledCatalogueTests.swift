import Foundation
import HarnessTestSupport
import LessonRunner
import Testing

/// Uses the engine does not model, and misspellings, each in an otherwise good app: every one
/// is bad input (exit 2) with one `file:line:column: error:` line naming the construct, never a
/// failed claim, never a line made up, never "endless".
@Suite("What the engine does not model is named, not made up")
struct NotModelledCatalogueTests {
  /// Where a case's code goes in the app.
  enum Place: String, Sendable {
    /// A statement in `onAppear`.
    case statement
    /// A member of the view.
    case member
    /// A modifier on the view's text.
    case modifier
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var place: Place
    var code: String
    /// The column, in `code`, of the construct the error points at.
    var column: Int
    var message: String
    var testDescription: String { code }

    init(_ place: Place, _ code: String, at column: Int, _ message: String) {
      self.place = place
      self.code = code
      self.column = column
      self.message = message
    }

    static func notModelled(_ place: Place, _ code: String, at column: Int, _ construct: String) -> Case {
      Case(place, code, at: column, "lesson-runner does not model '\(construct)'")
    }
  }

  static let cases: [Case] = [
    // Framework types and members the registry lacks.
    .notModelled(.statement, "let s = URLSession.shared", at: 9, "URLSession"),
    .notModelled(.statement, "print(UIDevice.current.name)", at: 7, "UIDevice"),
    .notModelled(.statement, "let p = AVAudioPlayer()", at: 9, "AVAudioPlayer"),
    .notModelled(.statement, "UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { _, _ in }", at: 1, "UNUserNotificationCenter"),
    .notModelled(.statement, "print(Bundle.main.bundleIdentifier ?? \"\")", at: 7, "Bundle"),
    .notModelled(.statement, "let c = URLComponents(string: \"https://example.com\")", at: 9, "URLComponents"),
    .notModelled(.statement, "print(ProcessInfo.processInfo.processName)", at: 31, "ProcessInfo.processName"),
    .notModelled(.statement, "print(ProcessInfo.processInfo.arguments)", at: 31, "ProcessInfo.arguments"),
    .notModelled(.statement, "let home = ProcessInfo.processInfo.environment[\"HOME\"]", at: 36, "ProcessInfo.environment"),
    .notModelled(.statement, "print(Locale.current.identifier)", at: 14, "Locale.current"),
    .notModelled(.statement, "print(Calendar.current.component(.hour, from: Date()))", at: 7, "Calendar"),
    .notModelled(.statement, "let v = MKMapView()", at: 9, "MKMapView"),
    .notModelled(.statement, "UIPasteboard.general.string = \"x\"", at: 1, "UIPasteboard"),
    .notModelled(.statement, "print(UIDevice.current.batteryLevel)", at: 7, "UIDevice"),
    .notModelled(.statement, "print(Thread.current.name ?? \"\")", at: 22, "Thread.name"),
    .notModelled(.statement, "let c = CLLocationManager()", at: 9, "CLLocationManager"),
    .notModelled(.statement, "let n = NumberFormatter()", at: 9, "NumberFormatter"),
    .notModelled(.statement, "let session = AVAudioSession.sharedInstance()", at: 15, "AVAudioSession"),
    .notModelled(.statement, "UIApplication.shared.open(URL(string: \"https://example.com\")!)", at: 22, "UIApplication.open"),
    .notModelled(.statement, "UIApplication.shared.registerForRemoteNotifications()", at: 22, "UIApplication.registerForRemoteNotifications"),
    .notModelled(.statement, "print(UIApplication.shared.applicationIconBadgeNumber)", at: 28, "UIApplication.applicationIconBadgeNumber"),
    .notModelled(.statement, "print(String(localized: \"hello\"))", at: 7, "String.init(localized:)"),
    .notModelled(.statement, "let y = \"abc\".unknownMember", at: 15, "String.unknownMember"),
    .notModelled(.statement, "let a = [1, 2].frobnicate()", at: 16, "Array.frobnicate"),
    // Drawing values read in logic: printed, compared, computed with.
    .notModelled(.statement, "print(UIScreen.main.bounds.width)", at: 1, "UIScreen.main.bounds.width"),
    .notModelled(.statement, "print(UIScreen.main.bounds)", at: 1, "UIScreen.main.bounds"),
    .notModelled(.statement, "let w = UIScreen.main.bounds.width * 2", at: 9, "UIScreen.main.bounds.width"),
    .notModelled(.statement, "if Color.red == Color.blue { print(\"same\") }", at: 4, "Color.red"),
    .notModelled(.statement, "print(Color.red)", at: 1, "Color.red"),
    .notModelled(.statement, "let f = Font.title; print(\"\\(f)\")", at: 28, "Font.title"),
    .notModelled(.statement, "if UIColor.systemRed == UIColor.red { print(\"same\") }", at: 4, "UIColor.systemRed"),
    .notModelled(.statement, "let c: Color = .red; if c == .blue { print(\"blue\") }", at: 25, "Color.red"),
    .notModelled(.statement, "print(Image(systemName: \"star\"))", at: 1, "Image"),
    .notModelled(.statement, "print(Text(\"a\"))", at: 1, "Text"),
    .notModelled(.modifier, ".frame(width: UIScreen.main.bounds.width > 300 ? 10 : 20)", at: 15, "UIScreen.main.bounds.width"),
    // Modifiers, property wrappers and environment values.
    .notModelled(.modifier, ".paddin()", at: 2, "Text.paddin"),
    .notModelled(.modifier, ".fontt(.title)", at: 2, "Text.fontt"),
    .notModelled(.member, "@FetchRequest(sortDescriptors: []) var items: FetchedResults<Model>", at: 2, "@FetchRequest"),
    .notModelled(.member, "@Query var items: [Model]", at: 2, "@Query"),
    .notModelled(.member, "@ScaledMetric var size = 10.0", at: 2, "@ScaledMetric"),
    .notModelled(.member, "@GestureState var pressed = false", at: 2, "@GestureState"),
    .notModelled(.member, "@Environment(\\.dismis) var dismiss", at: 1, "EnvironmentValues.dismis"),
    // Misspellings, worded as swiftc words them.
    Case(.statement, "prnt(\"x\")", at: 1, "cannot find 'prnt' in scope"),
    Case(.statement, "let x = undefinedThing + 1", at: 9, "cannot find 'undefinedThing' in scope"),
    Case(.statement, "print(Undefined.self)", at: 7, "cannot find 'Undefined' in scope"),
    Case(.statement, "let z: Strin = \"\"", at: 8, "cannot find type 'Strin' in scope"),
    Case(.statement, "var m = Model(); m.cout += 1", at: 20, "value of type 'Model' has no member 'cout'"),
    Case(.member, "@Stat var x = 0", at: 2, "unknown attribute 'Stat'"),
  ]

  /// The app each case goes into; `{{…}}` marks the places.
  static let app = """
    import SwiftUI

    @main
    struct ProbeApp: App {
        var body: some Scene { WindowGroup { ContentView() } }
    }

    struct ContentView: View {
        @State private var count = 0
    {{member}}
        var body: some View {
            Text("hi"){{modifier}}
                .onAppear {
                    {{statement}}
                }
        }
    }

    struct Model { var count = 0 }
    """

  @Test("there are at least forty cases")
  func enoughCases() {
    #expect(Self.cases.count >= 40)
  }

  @Test("the good app the cases go into passes as it is")
  func goodApp() throws {
    let (path, _) = try write(statement: "print(\"appeared\")", member: "", modifier: "")
    let output = LessonRunnerCommand(arguments: [path], environment: [:], isTerminal: false).run()
    #expect(output.exitCode == 0, "\(output.standardOutput)\(output.standardError)")
  }

  @Test("an unmodelled use or a misspelling is bad input, one located error that names it", arguments: cases)
  func named(_ testCase: Case) throws {
    let statement = testCase.place == .statement ? testCase.code : "print(\"appeared\")"
    let member = testCase.place == .member ? testCase.code : ""
    let modifier = testCase.place == .modifier ? "\n            " + testCase.code : ""
    let (path, text) = try write(statement: statement, member: member, modifier: modifier)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let line = try #require(lines.firstIndex { $0.hasSuffix(testCase.code) }) + 1
    let indent = lines[line - 1].prefix { $0 == " " }.count
    let output = LessonRunnerCommand(arguments: [path], environment: [:], isTerminal: false).run()
    #expect(output.exitCode == 2, "\(output.standardOutput)")
    let errors = output.standardError.split(separator: "\n")
    #expect(errors == ["\(path):\(line):\(indent + testCase.column): error: \(testCase.message)"])
    #expect(!output.standardOutput.contains("appeared"))
    #expect(!output.standardError.contains("steps"), "an endless run is not what went wrong")
  }

  /// Writes the app with a case in it as a fixture claiming the view appears.
  private func write(statement: String, member: String, modifier: String) throws -> (path: String, text: String) {
    let source = Self.app
      .replacingOccurrences(of: "{{statement}}", with: statement)
      .replacingOccurrences(of: "{{member}}", with: member)
      .replacingOccurrences(of: "{{modifier}}", with: modifier)
    let text = """
      # probe
      source: the not-modelled catalogue
      device: iPhone 17

      -- App.swift --
      \(source)

      == launch ==
      -- claim: the view appears --
      appeared

      """
    let path = try PackagePaths.temporaryFolder() + "/catalogue.fixture"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return (path, text)
  }
}
