import HarnessTestSupport
import Testing

/// `PropertyListEncoder` (XML) and `PropertyListDecoder`. The expected texts were printed by
/// the same program built with swiftc 6.3.1.
@Suite("Property lists")
struct PropertyListTests {
  static func run(_ code: String) throws -> [[String]] {
    try EngineHarness.consoles(EngineHarness.app("""
      struct ContentView: View {
          var body: some View {
              Text("plist").onAppear {
                  \(code)
              }
          }
      }
      struct Note: Codable { var title = "T"; var tags = ["a", "b"]; var n = 3; var x = 1.5; var on = true; var none: Int? = nil; var when = Date(timeIntervalSinceReferenceDate: 10) }
      struct D: Codable { var d = Data([1, 2, 3]); var s = "a<b>&\\"'"; var e = ""; var neg = -2.0; var big = 1e20 }
      """))
  }

  static let header = [
    #"<?xml version="1.0" encoding="UTF-8"?>"#,
    #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#,
    #"<plist version="1.0">"#,
  ]

  @Test("XML as Foundation writes it: sorted keys, tabs, <true/>, <date>, nil left out")
  func note() throws {
    let lines = try Self.run("""
      let e = PropertyListEncoder(); e.outputFormat = .xml
      print(String(decoding: try! e.encode(Note()), as: UTF8.self))
      print(try! PropertyListDecoder().decode(Note.self, from: try! e.encode(Note())))
      """)
    #expect(lines == [Self.header + [
      "<dict>", "\t<key>n</key>", "\t<integer>3</integer>", "\t<key>on</key>", "\t<true/>",
      "\t<key>tags</key>", "\t<array>", "\t\t<string>a</string>", "\t\t<string>b</string>", "\t</array>",
      "\t<key>title</key>", "\t<string>T</string>", "\t<key>when</key>", "\t<date>2001-01-01T00:00:10Z</date>",
      "\t<key>x</key>", "\t<real>1.5</real>", "</dict>", "</plist>", "",
      #"Note(title: "T", tags: ["a", "b"], n: 3, x: 1.5, on: true, none: nil, when: 2001-01-01 00:00:10 +0000)"#,
    ]])
  }

  @Test("data as indented base64, escaped text, reals written as JSON writes numbers; JSON writes data as base64")
  func dataAndText() throws {
    let lines = try Self.run("""
      let e = PropertyListEncoder(); e.outputFormat = .xml
      print(String(decoding: try! e.encode(D()), as: UTF8.self), terminator: "")
      let j = JSONEncoder(); j.outputFormatting = .sortedKeys
      print(String(decoding: try! j.encode(D()), as: UTF8.self))
      print(try! PropertyListDecoder().decode(D.self, from: try! e.encode(D())))
      """)
    #expect(lines == [Self.header + [
      "<dict>", "\t<key>big</key>", "\t<real>1e+20</real>", "\t<key>d</key>", "\t<data>", "\tAQID", "\t</data>",
      "\t<key>e</key>", "\t<string></string>", "\t<key>neg</key>", "\t<real>-2</real>", "\t<key>s</key>",
      "\t" + #"<string>a&lt;b&gt;&amp;"'</string>"#, "</dict>", "</plist>",
      #"{"big":1e+20,"d":"AQID","e":"","neg":-2,"s":"a<b>&\"'"}"#,
      #"D(d: 3 bytes, s: "a<b>&\"\'", e: "", neg: -2.0, big: 1e+20)"#,
    ]])
  }

  @Test("the binary format, Foundation's default, is not modelled: the run stops at the encode")
  func binary() throws {
    let lines = try Self.run("_ = try? PropertyListEncoder().encode(Note())")
    #expect(lines.last?.first?.contains("does not model 'PropertyListEncoder's binary format (set outputFormat = .xml)'") == true)
  }
}
