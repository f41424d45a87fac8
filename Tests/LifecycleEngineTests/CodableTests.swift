import HarnessTestSupport
import Testing

/// `JSONEncoder` and `JSONDecoder` with synthesised `Codable`. Every expected text was printed
/// by the same program built with swiftc 6.3.1 (Foundation on Linux), except the key order
/// without `.sortedKeys`, which Foundation leaves unspecified (declaration order here).
@Suite("Codable and JSON")
struct CodableTests {
  static let types = """
    struct Note: Codable { var title = "Untitled"; var body: String = ""; var tags: [String] = []; var pinned: Bool? = nil; var score = 1.5; var count = 3 }
    enum Mood: String, Codable { case calm, busy }
    enum P: Codable { case a, b(Int), c(x: Int, String) }
    struct S: Codable { let id = 5; var name: String }
    struct Inner: Codable { var n: Int; var tags: [String] }
    struct Outer: Codable { var inner: Inner; var list: [Inner] }
    func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }
    func load<T: Decodable>(_ type: T.Type, _ s: String) {
        do { print(try JSONDecoder().decode(type, from: s.data(using: .utf8)!)) } catch { print("Failed to load: \\(error)") }
    }
    """

  static func run(_ code: String) throws -> [String] {
    let files = EngineHarness.app("""
      struct ContentView: View {
          var body: some View {
              Text("json").onAppear {
                  \(code)
              }
          }
      }
      \(types)
      """)
    return try EngineHarness.consoles(files).flatMap { $0 }
  }

  @Test("encoding, as swiftc's Foundation writes it", arguments: [
    ("let e = JSONEncoder(); e.outputFormatting = .sortedKeys; print(text(try! e.encode(Note())))",
     #"{"body":"","count":3,"score":1.5,"tags":[],"title":"Untitled"}"#),
    ("var n = Note(); n.pinned = true; n.score = 2; n.tags = [\"a\", \"b/c\", \"é\\\"\\n\"]; let e = JSONEncoder(); e.outputFormatting = .sortedKeys; print(text(try! e.encode(n)))",
     #"{"body":"","count":3,"pinned":true,"score":2,"tags":["a","b\/c","é\"\n"],"title":"Untitled"}"#),
    ("print(text(try! JSONEncoder().encode([1.0, 0.1, 1e20, 1e-7, 3.14159, -0.0, 100.25])))",
     "[1,0.1,1e+20,1e-07,3.14159,-0,100.25]"),
    ("print(text(try! JSONEncoder().encode([P.a, .b(2), .c(x: 1, \"s\")])))",
     #"[{"a":{}},{"b":{"_0":2}},{"c":{"x":1,"_1":"s"}}]"#),
    ("print(text(try! JSONEncoder().encode(S(name: \"n\"))))", #"{"id":5,"name":"n"}"#),
    ("print(text(try! JSONEncoder().encode([Mood.calm])))", #"["calm"]"#),
    ("print(try! JSONEncoder().encode(Note()).count)", "62"),
  ])
  func encoding(code: String, expected: String) throws {
    #expect(try Self.run(code) == [expected])
  }

  @Test("pretty printing: two spaces, 'key : value', empty collections on their own line")
  func pretty() throws {
    let lines = try Self.run("""
      let e = JSONEncoder(); e.outputFormatting = [.prettyPrinted, .sortedKeys]
      print(text(try! e.encode(["a": [Int](), "b": [1]])))
      print(text(try! e.encode([String: Int]())))
      """)
    #expect(lines.joined(separator: "\n") == "{\n  \"a\" : [\n\n  ],\n  \"b\" : [\n    1\n  ]\n}\n{\n\n}")
  }

  @Test("decoding, and the DecodingError each mistake throws, as the standard library words it", arguments: [
    (##"load(S.self, #"{"name":"q","id":9}"#)"##, #"S(id: 5, name: "q")"#),
    (##"load([String: Double].self, #"{"a": 1, "b" : 2.5e1 }"#)"##, #"["a": 1.0, "b": 25.0]"#),
    (##"load(Note.self, #"{}"#)"##,
     #"Failed to load: DecodingError.keyNotFound: Key 'title' not found in keyed decoding container. Debug description: No value associated with key CodingKeys(stringValue: "title", intValue: nil) ("title")."#),
    (##"load(Outer.self, #"{"inner":{"n":1,"tags":["a",2]},"list":[]}"#)"##,
     "Failed to load: DecodingError.typeMismatch: expected value of type String. Path: inner.tags[1]. Debug description: Expected to decode String but found number instead."),
    (##"load(Outer.self, #"{"inner":{"n":1,"tags":[]},"list":[{"n":1}]}"#)"##,
     #"Failed to load: DecodingError.keyNotFound: Key 'tags' not found in keyed decoding container. Path: list[0]. Debug description: No value associated with key CodingKeys(stringValue: "tags", intValue: nil) ("tags")."#),
    (##"load(Outer.self, #"{"inner":{"n":1,"tags":[]},"list":[{"n":null,"tags":[]}]}"#)"##,
     "Failed to load: DecodingError.valueNotFound: Expected value of type Int but found null instead. Path: list[0].n. Debug description: Cannot get value of type Int -- found null value instead"),
    (##"load(Outer.self, #"{"inner":[],"list":{}}"#)"##,
     "Failed to load: DecodingError.typeMismatch: expected value of type Dictionary<String, Any>. Path: inner. Debug description: Expected to decode Dictionary<String, Any> but found an array instead."),
    (##"load(Outer.self, #"{"inner":{"n":1.5,"tags":[]},"list":[]}"#)"##,
     "Failed to load: DecodingError.dataCorrupted: Data was corrupted. Debug description: The given data was not valid JSON."),
    (##"load([Int].self, #"{"a":1}"#)"##,
     "Failed to load: DecodingError.typeMismatch: expected value of type Array<Any>. Debug description: Expected to decode Array<Any> but found a dictionary instead."),
    (#"load(Note.self, "nope")"#,
     "Failed to load: DecodingError.dataCorrupted: Data was corrupted. Debug description: The given data was not valid JSON."),
    (##"load([Mood].self, #"["sad"]"#)"##,
     "Failed to load: DecodingError.dataCorrupted: Data was corrupted. Path: [0]. Debug description: Cannot initialize Mood from invalid String value sad"),
  ])
  func decoding(code: String, expected: String) throws {
    #expect(try Self.run(code) == [expected])
  }

  @Test("a value encoded and decoded again is equal field for field, optionals left out when nil")
  func roundTrip() throws {
    let lines = try Self.run("""
      var n = Note(); n.title = "T"; n.tags = ["x"]
      let data = try! JSONEncoder().encode(n)
      print(try! JSONDecoder().decode(Note.self, from: data))
      """)
    #expect(lines == [#"Note(title: "T", body: "", tags: ["x"], pinned: nil, score: 1.5, count: 3)"#])
  }

  @Test("a hand-written encode(to:) writes what its containers hold; init(from:) reads it back through them")
  func handWritten() throws {
    let files = EngineHarness.app("""
      struct ContentView: View {
          var body: some View {
              Text("x").onAppear {
                  let data = try! JSONEncoder().encode(H(n: 2))
                  print(String(data: data, encoding: .utf8)!)
                  print(try! JSONDecoder().decode(H.self, from: data).n)
                  print((try? JSONEncoder().encode(Empty())) == nil, String(data: try! JSONEncoder().encode([Empty()]), encoding: .utf8)!)
              }
          }
      }
      struct H: Codable {
          var n: Int
          enum CodingKeys: String, CodingKey { case n = "count", extra }
          init(n: Int) { self.n = n }
          init(from decoder: Decoder) throws {
              let container = try decoder.container(keyedBy: CodingKeys.self)
              n = try container.decode(Int.self, forKey: .n) + (try container.decodeIfPresent(Int.self, forKey: .extra) ?? 100)
          }
          func encode(to encoder: Encoder) throws {
              var container = encoder.container(keyedBy: CodingKeys.self)
              try container.encode(n * 10, forKey: .n)
              try container.encode(1, forKey: .extra)
          }
      }
      struct Empty: Encodable { func encode(to encoder: Encoder) throws {} }
      """)
    let transcript = try EngineHarness.run(files, events: ["launch"])
    #expect(transcript.failure == nil)
    #expect(transcript.console.map(\.text) == [#"{"count":20,"extra":1}"#, "21", "true [{}]"])
  }
}
