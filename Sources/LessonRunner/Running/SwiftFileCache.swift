import Expectations
import Foundation
import SwiftReader

/// The Swift files of a course's fixtures, each distinct file read once: lessons repeat the
/// same app and view files from fixture to fixture, and reading is a tenth of verifying them.
///
/// A value, filled before any fixture runs and only read after, so fixtures running at once
/// share it without a lock. A file is shared only where reading it alone gives what reading
/// its whole program gives (`SwiftReader.read(files:)`): its program declares no operator or
/// precedence group (those fold in every file), fits the reader's room, and each of its files
/// reads without error. Any other program is read whole, as it always was, so every tree,
/// node id and error is the same with the cache or without it.
package struct SwiftFileCache: Sendable {
  /// A file as its program reads it: its name, its text and its place among the program's files.
  ///
  /// Compared and hashed byte for byte: `String`'s own equality is canonical equivalence, by
  /// which a literal's precomposed `é` and its `e` with a combining accent are one key, though
  /// the programs print different bytes.
  private struct Key: Hashable, Sendable {
    var name: String
    var text: String
    var fileIndex: Int

    static func == (left: Key, right: Key) -> Bool {
      left.fileIndex == right.fileIndex && sameBytes(left.name, right.name)
        && sameBytes(left.text, right.text)
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(fileIndex)
      for part in [name, text] {
        var part = part
        part.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        hasher.combine(part.utf8.count)
      }
    }

    private static func sameBytes(_ left: String, _ right: String) -> Bool {
      var left = left
      var right = right
      return left.withUTF8 { a in right.withUTF8 { b in a.elementsEqual(b) } }
    }
  }

  /// Each fixture's program, read, by the fixture's path.
  private var programs: [String: [SourceFile]] = [:]

  package init() {}

  /// Reads, on all cores, every distinct file of the fixtures whose files can be shared.
  package static func reading(_ fixtures: [Fixture]) -> SwiftFileCache {
    var slotOfKey: [Key: Int] = [:]
    var keys: [Key] = []
    var plans: [(path: String, slots: [Int])] = []
    for fixture in fixtures {
      guard let own = shareableKeys(of: fixture) else { continue }
      let slots = own.map { key -> Int in
        if let slot = slotOfKey[key] { return slot }
        slotOfKey[key] = keys.count
        keys.append(key)
        return keys.count - 1
      }
      plans.append((fixture.path, slots))
    }
    let read = readAll(keys)
    var cache = SwiftFileCache()
    for plan in plans {
      let files = plan.slots.compactMap { read[$0] }
      if files.count == plan.slots.count { cache.programs[plan.path] = files }
    }
    return cache
  }

  /// Every key's file read (nil when it does not read), on one large-stack thread per core
  /// (each taking every `lanes`th file), not one thread per file: a thread's stack is mapped,
  /// guarded and unmapped each time, which cost more than many a file's reading.
  private static func readAll(_ keys: [Key]) -> [SourceFile?] {
    let lanes = max(1, min(keys.count, ProcessInfo.processInfo.activeProcessorCount))
    let byLane = FixtureBatch.map(Array(0..<lanes)) { lane in
      LargeStackThread.run { () -> [(slot: Int, file: SourceFile?)] in
        stride(from: lane, to: keys.count, by: lanes).map { slot in
          let key = keys[slot]
          return (slot, try? SwiftReader.readOnCurrentThread(name: key.name, text: key.text, fileIndex: key.fileIndex))
        }
      }
    }
    var read = [SourceFile?](repeating: nil, count: keys.count)
    for (slot, file) in byLane.joined() { read[slot] = file }
    return read
  }

  /// The program of a fixture the cache was filled from, read; nil when it must be read whole.
  package func files(of fixture: Fixture) -> [SourceFile]? {
    programs[fixture.path]
  }

  /// The keys of the fixture's Swift files, or nil when its program must be read whole: one of
  /// its files may declare an operator or precedence group (the words appear in it), or the
  /// files together pass the reader's room (the error then depends on the files before).
  private static func shareableKeys(of fixture: Fixture) -> [Key]? {
    let swift = fixture.swiftFiles
    let bytes = swift.reduce(0) { $0 + $1.text.utf8.count }
    guard bytes <= ReadLimits.maximumProgramBytes else { return nil }
    var keys: [Key] = []
    for (index, file) in swift.enumerated() {
      if mentions(["operator", "precedencegroup"], file.text) { return nil }
      keys.append(Key(name: file.name, text: file.text, fileIndex: index))
    }
    return keys
  }

  /// Whether any of the words occurs in the text, byte for byte.
  private static func mentions(_ words: [String], _ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      words.contains { word in
        let needle = Array(word.utf8)
        guard bytes.count >= needle.count else { return false }
        for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
          if (1..<needle.count).allSatisfy({ bytes[start + $0] == needle[$0] }) { return true }
        }
        return false
      }
    }
  }
}
