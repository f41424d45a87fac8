#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation
import HarnessTestSupport

/// A fresh folder for one case's files, and ways to make them: fixtures, programs, links,
/// pipes, sparse files.
struct Workspace: Sendable {
  let folder: String

  init() throws { folder = try PackagePaths.temporaryFolder() }

  func path(_ relative: String) -> String { folder + "/" + relative }

  /// The absolute path of a fixture shipped in the package.
  func lesson(_ relative: String) -> String { PackagePaths.path(relative) }

  @discardableResult
  func write(_ relative: String, _ text: String) throws -> String {
    try write(relative, bytes: Array(text.utf8))
  }

  @discardableResult
  func write(_ relative: String, bytes: [UInt8]) throws -> String {
    let path = self.path(relative)
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// A copy of a shipped fixture, changed by `change`.
  @discardableResult
  func copy(_ lesson: String, as name: String? = nil, _ change: (String) -> String = { $0 })
    throws -> String
  {
    let text = try String(contentsOfFile: self.lesson(lesson), encoding: .utf8)
    return try write(name ?? (lesson as NSString).lastPathComponent, change(text))
  }

  /// A fixture whose App runs `body` in its `init`, with `extra` declarations after it.
  @discardableResult
  func program(
    _ body: String, extra: String = "", events: String = "== launch ==\n-- no output --\n",
    name: String = "probe.fixture"
  ) throws -> String {
    let text = """
      # A probe
      source: lesson 1, step 1
      device: iPhone 17

      -- ProbeApp.swift --
      import SwiftUI

      @main
      struct ProbeApp: App {
          init() {
      \(body)
          }

          var body: some Scene {
              WindowGroup {
                  Text("probe")
              }
          }
      }
      \(extra)

      """
    return try write(name, text + events)
  }

  /// A folder of Swift files, for `grade --code`.
  @discardableResult
  func code(_ files: [String: String], in relative: String = "code") throws -> String {
    for (name, text) in files { try write(relative + "/" + name, text) }
    try FileManager.default.createDirectory(
      atPath: path(relative), withIntermediateDirectories: true)
    return path(relative)
  }

  @discardableResult
  func link(_ relative: String, to target: String) throws -> String {
    try FileManager.default.createDirectory(
      atPath: (path(relative) as NSString).deletingLastPathComponent,
      withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: path(relative), withDestinationPath: target)
    return path(relative)
  }

  @discardableResult
  func fifo(_ relative: String) throws -> String {
    try FileManager.default.createDirectory(
      atPath: (path(relative) as NSString).deletingLastPathComponent,
      withIntermediateDirectories: true)
    guard mkfifo(path(relative), 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
    return path(relative)
  }

  /// A file of `size` bytes that takes no room on disk (all zeros).
  @discardableResult
  func sparse(_ relative: String, size: Int) throws -> String {
    let path = try write(relative, "")
    guard truncate(path, off_t(size)) == 0 else { throw CocoaError(.fileWriteUnknown) }
    return path
  }

  func mode(_ path: String) -> Int {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    return (attributes?[.posixPermissions] as? NSNumber)?.intValue ?? -1
  }

  func setMode(_ path: String, _ mode: Int) throws {
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
  }

  func contents(_ path: String) -> [UInt8] {
    FileManager.default.contents(atPath: path).map(Array.init) ?? []
  }

  /// Files the atomic writer left anywhere under the folder.
  func temporaryFiles() -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: folder)
    var found: [String] = []
    while let name = enumerator?.nextObject() as? String {
      if name.contains(".lesson-runner-") && name.hasSuffix(".tmp") { found.append(name) }
    }
    return found
  }
}
