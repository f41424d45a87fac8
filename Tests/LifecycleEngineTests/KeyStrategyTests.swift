import HarnessTestSupport
import Testing

/// `keyEncodingStrategy` and `keyDecodingStrategy` on synthesised `Codable`: every expected
/// text was printed by the same program built with swiftc 6.3 (Foundation on Linux).
@Suite("Key coding strategies")
struct KeyStrategyTests {
  static let types = """
    struct K: Codable { var userID: Int; var myURLProperty: String; var HTTPCode: Int; var alreadySnake_case: Int; var counts: [String: Int] }
    struct T: Codable { var userId: Int; var displayName: String; var tags: [String: Int] }
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
      func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }
      \(types)
      """)
    return try EngineHarness.consoles(files).flatMap { $0 }
  }

  @Test("convertToSnakeCase breaks words before capitals and keeps a dictionary's keys")
  func encoding() throws {
    let lines = try Self.run("""
      let e = JSONEncoder(); e.keyEncodingStrategy = .convertToSnakeCase; e.outputFormatting = .sortedKeys
      print(text(try! e.encode(K(userID: 1, myURLProperty: "u", HTTPCode: 5, alreadySnake_case: 6, counts: ["someKey": 1]))))
      """)
    #expect(lines == [#"{"already_snake_case":6,"counts":{"someKey":1},"h_ttp_code":5,"my_url_property":"u","user_id":1}"#])
  }

  @Test("convertFromSnakeCase camel-cases the JSON's keys, not a dictionary's")
  func decoding() throws {
    let lines = try Self.run("""
      let d = JSONDecoder(); d.keyDecodingStrategy = .convertFromSnakeCase
      let t = try! d.decode(T.self, from: Data(#"{"user_id": 5, "display_name": "Cy", "tags": {"a_b": 1}}"#.utf8))
      print(t.userId, t.displayName, t.tags)
      """)
    #expect(lines == [#"5 Cy ["a_b": 1]"#])
  }
}
