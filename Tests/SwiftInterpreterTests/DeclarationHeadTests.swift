@testable import SwiftInterpreter
import Synchronization
import Dispatch
import Testing

/// A registry declaration's head (what the registry files it under) is read from its first
/// words, without the Swift reader; the rest of it is read once, when first asked for.
@Suite("Registry declarations' heads, and their reading once")
struct DeclarationHeadTests {
  struct Row: CustomTestStringConvertible, Sendable {
    var text: String
    var keyword: DeclarationHead.Keyword
    var name: String
    var isStatic: Bool
    var testDescription: String { text }
  }

  static let rows: [Row] = [
    Row(text: "func sorted(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> [Element]",
        keyword: .function, name: "sorted", isStatic: false),
    Row(text: "@discardableResult mutating func remove(at index: Int) -> Element",
        keyword: .function, name: "remove", isStatic: false),
    Row(text: "static func == (lhs: Self, rhs: Self) -> Bool", keyword: .function, name: "==", isStatic: true),
    Row(text: "static func ..< (minimum: Self, maximum: Self) -> Range<Self>",
        keyword: .function, name: "..<", isStatic: true),
    Row(text: "func map<T>(_ transform: (Element) throws -> T) rethrows -> [T]",
        keyword: .function, name: "map", isStatic: false),
    Row(text: "class func scheduledTimer(withTimeInterval interval: Double, repeats: Bool, block: @escaping (Timer) -> Void) -> Timer",
        keyword: .function, name: "scheduledTimer", isStatic: true),
    Row(text: "nonisolated(unsafe) static var shared: Self { get }", keyword: .variable, name: "shared", isStatic: true),
    Row(text: "static var `default`: NotificationCenter { get }", keyword: .variable, name: "default", isStatic: true),
    Row(text: "let id: UUID", keyword: .variable, name: "id", isStatic: false),
    Row(text: "init?(_ description: String)", keyword: .initializer, name: "init", isStatic: false),
    Row(text: "@MainActor convenience init(frame: CGRect)", keyword: .initializer, name: "init", isStatic: false),
    Row(text: "subscript(index: Int) -> Element { get set }", keyword: .subscriptMember, name: "subscript", isStatic: false),
  ]

  @Test("the head read from the first words is the full reading's", arguments: rows)
  func head(_ row: Row) throws {
    let head = try #require(DeclarationHead(row.text))
    #expect(head == DeclarationHead(keyword: row.keyword, name: row.name, isStatic: row.isStatic))
    #expect(Signature.fullHead(row.text) == head)
  }

  @Test("words that declare nothing have no head", arguments: ["", "   ", "mutating", "func (x: Int)", "var : Int"])
  func noHead(_ text: String) {
    #expect(DeclarationHead(text) == nil)
  }

  @Test("the standard library's declarations all read in full, with the heads they were filed under")
  func standardLibrary() {
    #expect(Registry.standardLibrary().readEveryDeclaration() == [])
  }

  /// A value counted as it is made, shared by the threads that ask for it.
  final class Made: Sendable {
    static let count = Atomic<Int>(0)
    init() { Self.count.add(1, ordering: .relaxed) }
  }

  final class Holder: Sendable {
    let slot = ReadOnce<Made>()
  }

  @Test("threads asking at once for a value read once all get the one value kept")
  func sharedAcrossThreads() {
    let holder = Holder()
    let seen = Mutex<Set<ObjectIdentifier>>([])
    DispatchQueue.concurrentPerform(iterations: 64) { _ in
      let value = holder.slot.value { Made() }
      seen.withLock { _ = $0.insert(ObjectIdentifier(value)) }
    }
    #expect(seen.withLock { $0.count } == 1)
    #expect(Made.count.load(ordering: .relaxed) >= 1)
  }
}
