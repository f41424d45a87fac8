@testable import LifecycleEngine
import SwiftReader
import Testing

/// The table of methods UIKit calls: each entry is Swift, named as the engine calls it, with
/// its rule and its Apple document.
@Suite("UIKit callback table")
struct UIKitCallbackTableTests {
  @Test("each callback's declaration reads as Swift, and its name and labels are the ones the engine calls", arguments: UIKitCallback.all)
  func declaration(_ callback: UIKitCallback) throws {
    let file = try SwiftReader.read(files: [("Callback.swift", callback.signature + " {}\n")])
    guard case .function(let function)? = file.first?.declarations.first?.kind else {
      Issue.record("not a function: \(callback.signature)")
      return
    }
    #expect(function.name == callback.name)
    #expect(function.parameters.map(\.label) == callback.labels)
  }

  @Test("each callback has an order rule and follows an Apple document", arguments: UIKitCallback.all)
  func documented(_ callback: UIKitCallback) {
    #expect(!callback.rule.isEmpty)
    #expect(callback.source.hasPrefix("https://developer.apple.com/documentation/uikit/"))
  }

  @Test("the table holds each callback once")
  func unique() {
    #expect(Set(UIKitCallback.all).count == UIKitCallback.all.count)
  }
}
