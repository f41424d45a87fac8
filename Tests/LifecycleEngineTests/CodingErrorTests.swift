import HarnessTestSupport
import Testing

/// `DecodingError` and `EncodingError` as values a program catches, takes apart and makes.
/// Every expected text was printed by the same program built with swiftc 6.3.1 on Linux, except
/// `localizedDescription`, which is Darwin Foundation's (the engine models iOS).
@Suite("Coding errors")
struct CodingErrorTests {
  static let report = """
    func report(_ text: String) {
        do { _ = try JSONDecoder().decode(Outer.self, from: Data(text.utf8)) }
        catch DecodingError.keyNotFound(let key, let context) { print("key", key, context.codingPath.map(\\.stringValue)) }
        catch DecodingError.typeMismatch(let type, let context) { print("type", type, context.codingPath, context.debugDescription) }
        catch DecodingError.valueNotFound(let type, let context) { print("value", type, context.codingPath.map { $0.intValue as Any }) }
        catch let DecodingError.dataCorrupted(context) { print("data", context) }
        catch { print("other") }
    }
    """

  @Test("a DecodingError is caught by its case, with its key or type and a context holding the coding path", arguments: [
    (##"report(#"{"inner":{"n":1,"tags":[]},"list":[{"n":1}]}"#)"##,
     #"key CodingKeys(stringValue: "tags", intValue: nil) ["list", "Index 0"]"#),
    (##"report(#"{"inner":{"n":1,"tags":["a",2]},"list":[]}"#)"##,
     #"type String [CodingKeys(stringValue: "inner", intValue: nil), CodingKeys(stringValue: "tags", intValue: nil), "#
       + #"_CodingKey(stringValue: "Index 1", intValue: 1)] Expected to decode String but found number instead."#),
    (##"report(#"{"inner":{"n":1,"tags":[]},"list":[{"n":null,"tags":[]}]}"#)"##, "value Int [nil, Optional(0), nil]"),
    (#"report("{")"#,
     #"data Context(codingPath: [], debugDescription: "The given data was not valid JSON.", underlyingError: nil)"#),
    (##"do { _ = try JSONDecoder().decode([P].self, from: Data(#"[{"c":{"x":1}}]"#.utf8)) } catch { print(error) }"##,
     #"DecodingError.keyNotFound: Key '_1' not found in keyed decoding container. Path: [0].c. "#
       + #"Debug description: No value associated with key CCodingKeys(stringValue: "_1", intValue: nil) ("_1")."#),
  ])
  func caught(code: String, expected: String) throws {
    #expect(try CodableTests.run(Self.report + "\n" + code) == [expected])
  }

  @Test("a program makes its own DecodingError: its description shows the path, integer keys in brackets")
  func made() throws {
    let lines = try CodableTests.run("""
      enum Field: Int, CodingKey { case first = 1, second }
      let context = DecodingError.Context(codingPath: [Field.second, Field.first], debugDescription: "bad", underlyingError: CancellationError())
      print(DecodingError.dataCorrupted(.init(codingPath: [Field.first], debugDescription: "made")))
      print(DecodingError.valueNotFound([Int].self, context))
      print(Field.second, Field.first.stringValue, context.underlyingError != nil)
      """)
    #expect(lines == [
      "DecodingError.dataCorrupted: Data was corrupted. Path: [1]. Debug description: made",
      "DecodingError.valueNotFound: Expected value of type Array<Int> but found null instead. Path: [2][1]. "
        + "Debug description: bad. Underlying error: CancellationError()",
      #"Field(stringValue: "second", intValue: 2) first true"#,
    ])
  }

  @Test("localizedDescription of a DecodingError is Darwin Foundation's coder error text")
  func localized() throws {
    let lines = try CodableTests.run("""
      for text in ["{}", "[1]"] {
          do { _ = try JSONDecoder().decode(Note.self, from: Data(text.utf8)) } catch { print(error.localizedDescription) }
      }
      """)
    #expect(lines == [
      "The data couldn’t be read because it is missing.",
      "The data couldn’t be read because it isn’t in the correct format.",
    ])
  }
}
