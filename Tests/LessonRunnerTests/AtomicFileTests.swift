import Foundation
import HarnessTestSupport
import Testing

@testable import LessonRunner

/// Writing a file whole or not at all: permissions kept, links written through, temporary
/// files never left, stale ones from killed runs cleared.
@Suite("Writing files atomically")
struct AtomicFileTests {
  private func folder() throws -> String { try PackagePaths.temporaryFolder() }

  private func contents(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  private func mode(_ path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
  }

  private func temporaryFiles(in folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).filter {
      $0.contains(AtomicFile.marker)
    }
  }

  @Test("a new file is written whole and no temporary file stays")
  func newFile() throws {
    let folder = try folder()
    let path = folder + "/report.json"
    try AtomicFile.write("{}\n", to: path)
    #expect(contents(path) == "{}\n")
    #expect(try temporaryFiles(in: folder).isEmpty)
  }

  @Test("an existing file keeps its permissions", arguments: [0o600, 0o640, 0o755, 0o444])
  func permissionsKept(_ permissions: Int) throws {
    let path = try folder() + "/a.fixture"
    try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: path)
    try AtomicFile.write("new\n", to: path)
    #expect(contents(path) == "new\n")
    #expect(try mode(path) == permissions)
  }

  @Test("a symbolic link is written through: the link stays, the file it names changes")
  func throughLink() throws {
    let folder = try folder()
    try FileManager.default.createDirectory(
      atPath: folder + "/real", withIntermediateDirectories: true)
    let real = folder + "/real/a.fixture"
    try "old\n".write(toFile: real, atomically: false, encoding: .utf8)
    // A link to a relative link to the file.
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/real/b.fixture", withDestinationPath: "a.fixture")
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/link.fixture", withDestinationPath: folder + "/real/b.fixture")
    try AtomicFile.write("new\n", to: folder + "/link.fixture")
    #expect(contents(real) == "new\n")
    let link = try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link.fixture")
    #expect(link == folder + "/real/b.fixture")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/real/b.fixture")
        == "a.fixture")
    #expect(try temporaryFiles(in: folder).isEmpty)
    #expect(try temporaryFiles(in: folder + "/real").isEmpty)
  }

  @Test("a missing folder or a folder in the file's place is an error naming the path")
  func failures() throws {
    let folder = try folder()
    #expect(throws: AtomicFile.Failure.self) { try AtomicFile.write("x", to: folder + "/no/a") }
    do {
      try AtomicFile.write("x", to: folder)
      Issue.record("writing over a folder succeeded")
    } catch {
      #expect(error.message.contains("'\(folder)'"), "\(error.message)")
    }
    #expect(try temporaryFiles(in: folder).isEmpty)
  }

  @Test("a temporary file left by a killed run is removed by the next write, and named")
  func staleRemoved() throws {
    let folder = try folder()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "exit 0"]
    try process.run()
    process.waitUntilExit()
    let stale = "\(folder)/.a.fixture\(AtomicFile.marker)\(process.processIdentifier)-1.tmp"
    try "half".write(toFile: stale, atomically: false, encoding: .utf8)
    let notes = try AtomicFile.write("new\n", to: folder + "/a.fixture")
    #expect(!FileManager.default.fileExists(atPath: stale))
    #expect(notes.count == 1)
    #expect(notes.first?.contains(stale) == true)
  }

  @Test("a temporary file another writer holds locked is left alone")
  func lockedKept() throws {
    let folder = try folder()
    let other = "\(folder)/.a.fixture\(AtomicFile.marker)1-1.tmp"
    try "half".write(toFile: other, atomically: false, encoding: .utf8)
    let handle = try #require(FileHandle(forReadingAtPath: other))
    defer { try? handle.close() }
    #expect(flock(handle.fileDescriptor, LOCK_EX) == 0)
    let notes = try AtomicFile.write("new\n", to: folder + "/a.fixture")
    #expect(FileManager.default.fileExists(atPath: other))
    #expect(notes.isEmpty)
  }

  @Test(
    "only names of the writer's own form are taken as temporary files",
    arguments: [
      (".a.fixture.lesson-runner-12-3.tmp", 12), ("a.fixture.lesson-runner-12-3.tmp", nil),
      (".a.lesson-runner-x-3.tmp", nil), (".a.lesson-runner-12.tmp", nil),
      (".a.lesson-runner-12-3.tmp.bak", nil), (".b.lesson-runner-7-1.tmp", 7),
    ] as [(String, Int?)])
  func names(_ name: String, _ pid: Int?) {
    #expect(StaleFiles.processID(in: name).map(Int.init) == pid)
  }
}
