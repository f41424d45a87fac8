import HarnessTestSupport
import Testing

/// The app's container: files belong to the app, not to its process (issue 9, §1).
@Suite("The app container")
struct ContainerTests {
  static func program(_ onAppear: String) -> [String: String] {
    EngineHarness.app("""
      struct ContentView: View {
          var body: some View {
              Text("files")
                  .onAppear {
                      \(onAppear)
                  }
          }
      }
      """)
  }

  /// A program that reads `Documents/count.txt` at each launch, adds one and writes it back.
  static let counter = program("""
    let url = URL.documentsDirectory.appending(path: "count.txt")
    let old = (try? String(contentsOf: url, encoding: .utf8)) ?? "0"
    let next = (Int(old) ?? 0) + 1
    try? String(next).write(to: url, atomically: true, encoding: .utf8)
    print("launch \\(next)")
    """)

  @Test("a file written in Documents is there after Stop and Run, and after a swipe-away")
  func survivesProcesses() throws {
    let consoles = try EngineHarness.consoles(
      Self.counter, events: ["launch", "stop", "run", "app switcher", "swipe away", "launch"])
    #expect(consoles.flatMap { $0 } == ["launch 1", "launch 2", "launch 3"])
  }

  @Test("tmp is emptied when the system ends the app, Documents is not")
  func temporaryPurged() throws {
    let files = Self.program("""
      for folder in [URL.temporaryDirectory, URL.documentsDirectory] {
          let url = folder.appending(path: "mark")
          print(folder.lastPathComponent, FileManager.default.fileExists(atPath: url.path))
          try? Data().write(to: url)
      }
      """)
    let consoles = try EngineHarness.consoles(files, events: ["launch", "home", "wait 5", "system ends app", "launch"])
    #expect(consoles[0] == ["tmp false", "Documents false"])
    #expect(consoles[4] == ["tmp false", "Documents true"])
  }

  @Test("Foundation's Cocoa error codes: 260 reading a missing file, 4 writing into a missing folder, 513 outside the container, 516 copying onto a file")
  func errorCodes() throws {
    let files = Self.program("""
      let docs = URL.documentsDirectory
      do { _ = try Data(contentsOf: docs.appending(path: "none.json")) } catch { print((error as NSError).code) }
      do { try Data().write(to: docs.appending(path: "no/such.json")) } catch { print((error as NSError).code) }
      do { try Data().write(to: URL(fileURLWithPath: "/etc/passwd")) } catch { print((error as NSError).domain, (error as NSError).code) }
      try? Data().write(to: docs.appending(path: "a"))
      do { try FileManager.default.copyItem(at: docs.appending(path: "a"), to: docs.appending(path: "a")) } catch { print((error as NSError).code) }
      """)
    #expect(try EngineHarness.consoles(files) == [["260", "4", "NSCocoaErrorDomain 513", "516"]])
  }

  @Test("the host's files are out of reach: they do not exist for the program, and cannot be read or written")
  func hostUnreachable() throws {
    let files = Self.program("""
      print(FileManager.default.fileExists(atPath: "/etc/passwd"))
      do { _ = try String(contentsOf: URL(fileURLWithPath: "/etc/passwd"), encoding: .utf8) } catch { print((error as NSError).code) }
      do { try "x".write(to: URL(fileURLWithPath: "/tmp/escape.txt"), atomically: true, encoding: .utf8) } catch { print((error as NSError).code) }
      print((try? FileManager.default.contentsOfDirectory(atPath: "/")) ?? ["none"])
      """)
    #expect(try EngineHarness.consoles(files) == [["false", "257", "513", #"["none"]"#]])
  }

  @Test("a file error's text is not modelled: printing it stops the run at the print")
  func errorTextNotModelled() throws {
    let files = Self.program("""
      do { _ = try Data(contentsOf: URL.documentsDirectory.appending(path: "none")) } catch { print("failed: \\(error)") }
      """)
    let transcript = try EngineHarness.run(files, events: ["launch"])
    #expect(transcript.failure?.message.contains("does not model 'the text of a file error (NSCocoaErrorDomain 260)'") == true)
  }

  @Test("folders: create, list in name order, move, copy and remove")
  func folders() throws {
    let files = Self.program("""
      let fm = FileManager.default
      let box = URL.documentsDirectory.appending(path: "box/inner/")
      try? fm.createDirectory(at: box, withIntermediateDirectories: true)
      try? "b".write(to: box.appending(path: "b.txt"), atomically: true, encoding: .utf8)
      try? "a".write(to: box.appending(path: "a.txt"), atomically: true, encoding: .utf8)
      print((try? fm.contentsOfDirectory(atPath: box.path)) ?? [])
      try? fm.moveItem(at: box.appending(path: "a.txt"), to: box.appending(path: "c.txt"))
      try? fm.copyItem(at: box.appending(path: "b.txt"), to: box.appending(path: "d.txt"))
      print((try? fm.contentsOfDirectory(atPath: box.path)) ?? [])
      try? fm.removeItem(at: URL.documentsDirectory.appending(path: "box"))
      print(fm.fileExists(atPath: box.path))
      """)
    let consoles = try EngineHarness.consoles(files)
    #expect(consoles == [[#"["a.txt", "b.txt"]"#, #"["b.txt", "c.txt", "d.txt"]"#, "false"]])
  }

  @Test("url(for:in:appropriateFor:create:) finds Documents, and makes Application Support when asked")
  func searchPathURL() throws {
    let files = Self.program("""
      let fm = FileManager.default
      let docs = try! fm.url(for: .documentDirectory, in: .userDomainMask, appropriateFor: nil, create: false)
      print(docs == URL.documentsDirectory, docs.lastPathComponent)
      let support = try! fm.url(for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: false)
      print(support.lastPathComponent, fm.fileExists(atPath: support.path))
      _ = try! fm.url(for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
      print(fm.fileExists(atPath: support.path))
      """)
    #expect(try EngineHarness.consoles(files) == [["true Documents", "Application Support false", "true"]])
  }

  @Test("URLs print as swiftc's Foundation prints file URLs: a folder with its slash, spaces encoded")
  func urlText() throws {
    let files = Self.program("""
      let docs = URL.documentsDirectory
      let file = docs.appending(path: "my draft.json")
      print(docs.lastPathComponent, file.lastPathComponent, file.pathExtension)
      print(file.absoluteString.hasSuffix("/Documents/my%20draft.json"), docs.absoluteString.hasSuffix("/Documents/"))
      print(file.path.hasSuffix("/Documents/my draft.json"), file.path().hasSuffix("/Documents/my%20draft.json"))
      print(file.deletingLastPathComponent() == docs)
      """)
    #expect(try EngineHarness.consoles(files) == [["Documents my draft.json json", "true true", "true true", "true"]])
  }

  @Test("a program that writes without end stops at the container's size budget with a Cocoa error")
  func sizeBudget() throws {
    let files = Self.program("""
      var text = String(repeating: "x", count: 1 << 20)
      for index in 0..<40 {
          do {
              try text.write(to: URL.documentsDirectory.appending(path: "f\\(index)"), atomically: true, encoding: .utf8)
          } catch {
              print(index, (error as NSError).code)
              break
          }
      }
      """)
    #expect(try EngineHarness.consoles(files) == [["16 640"]])
  }

  @Test("a fixture's seeded file is in the container at the first launch")
  func seeded() throws {
    let files = Self.program("""
      print((try? String(contentsOf: URL.documentsDirectory.appending(path: "notes/a.txt"), encoding: .utf8)) ?? "none")
      """)
    let transcript = try EngineHarness.run(files, events: ["launch"]) { configuration in
      configuration.containerFiles["Documents/notes/a.txt"] = Array("hello".utf8)
    }
    #expect(EngineHarness.consoles(transcript) == [["hello"]])
    #expect(transcript.events[0].screen.files["Documents/notes/a.txt"] == Array("hello".utf8))
  }
}
