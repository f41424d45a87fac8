import Testing

@testable import LessonReader

/// The small tables the text reader runs on: what looks like Swift, what a caption means.
@Suite("Telling code from prose, and reading captions")
struct TextRulesTests {
  @Test(
    "lines that continue a listing at the top level",
    arguments: [
      "import SwiftUI", "@main", "@Observable", "struct ContentView: View {", "#Preview {",
      "// main.swift", "print(\"starting\")", "@Environment(\\.scenePhase) private var phase",
      "@SceneStorage(\"hat\") private var hat = \"\"", ".onChange(of: phase) { _, new in", "…",
      "WindowGroup(for: String.self) { $bunny in", "extension Mood {", "final class Store {",
      "openWindow(value: \"North\")", "count += 1",
    ])
  func swiftLines(line: String) {
    #expect(CodeLines.looksLikeSwift(line))
  }

  @Test(
    "lines that end a listing",
    arguments: [
      "@Environment(\\.scenePhase) reads a value that the system keeps up to date; it hands over.",
      "@main is not part of SwiftUI. It is a Swift attribute", "Console", "Show the answer",
      "Screenshot of this code running", "Run it (⌘R):",
      "ScenePhase is Apple's enum and may gain cases",
      "  1. Open your project as lesson 5 left it.", "For now the view is always awake.",
      "onChange(of:) { old, new in … }. It works for any Equatable value",
      "application(_:didFinishLaunchingWithOptions:)Mostly nothing.", "",
    ])
  func proseLines(line: String) {
    #expect(!CodeLines.looksLikeSwift(line))
  }

  @Test("braces in strings and comments do not count")
  func braces() {
    #expect(CodeLines.braceDelta("struct A {") == 1)
    #expect(CodeLines.braceDelta("print(\"{ \\(x) }\") }") == -1)
    #expect(CodeLines.braceDelta("let a = 1 // {") == 0)
    #expect(CodeLines.braceDelta("\"\\(name ?? \"x\")\" {") == 1)
  }

  @Test("captions, and what each does")
  func captions() {
    #expect(
      Caption.read("New fileWarren.swift — the whole file")?.action == .wholeFile("Warren.swift"))
    #expect(
      Caption.read("New file Store.swift — the whole file")?.action == .wholeFile("Store.swift"))
    #expect(Caption.read("App.swift, as Xcode made it")?.action == .wholeFile("App.swift"))
    #expect(Caption.read("In App.swift, make these changes")?.hasDiffLine == true)
    #expect(
      Caption.read("In `ContentView.swift`, replace the `ContentView` struct with this:")?.action
        == .replaceDeclaration(file: "ContentView.swift", name: "ContentView"))
    #expect(Caption.read("Add to Store.swift")?.hasDiffLine == false)
    #expect(Caption.read("The start of Art.swift")?.action == .start(file: "Art.swift"))
    #expect(Caption.read("In ContentView.swift, replace the ContentView struct with:") == nil)
    #expect(Caption.read("In App.swift, make these changes to the view") == nil)
    #expect(Caption.read("Add to the list") == nil)
  }

  @Test("sentence ends: before a capital, at a final period; not inside a name")
  func sentences() {
    let text: Substring = "App.init, then delegate: did finish launching. SwiftUI creates it."
    let end = ClaimFinder.sentenceEnd(text)
    #expect(text[..<end.end] == "App.init, then delegate: did finish launching")
    #expect(ClaimFinder.sentenceEnd("What is printed? Nothing.").isQuestion)
  }
}
