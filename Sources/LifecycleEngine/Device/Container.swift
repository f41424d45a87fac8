/// The app's container on the simulated device: `Documents/`, `Library/`, `Library/Caches/`
/// and `tmp/`, held in memory and never on the host's disk.
///
/// It belongs to the app, not to a process: it outlives Stop, Run, the system ending the app
/// and a swipe-away (Apple, "File System Basics": the container is the app's sandbox, kept
/// until the app is deleted). Paths are relative to the container (`Documents/draft.json`).
final class AppContainer {
  /// Where the container sits, as `URL.documentsDirectory` shows it. A fixed identifier keeps
  /// runs identical (a real device picks a new UUID per install).
  static let root = "/var/mobile/Containers/Data/Application/7A1E2D3C-0000-4000-8000-000000000001"
  /// Bytes the container may hold: a program that writes without end stops here.
  let sizeBudget: Int

  private(set) var directories: Set<String> = ["", "Documents", "Library", "Library/Caches", "tmp"]
  private(set) var files: [String: [UInt8]] = [:]

  init(sizeBudget: Int = 16 << 20) { self.sizeBudget = sizeBudget }

  /// What can go wrong, as Foundation's Cocoa error codes name it.
  enum Failure: Error, Equatable {
    /// `NSFileReadNoSuchFileError` (260) when reading, `NSFileNoSuchFileError` (4) otherwise.
    case noSuchFile(String)
    /// `NSFileWriteFileExistsError` (516).
    case exists(String)
    /// `NSFileWriteOutOfSpaceError` (640): the container's budget is spent.
    case outOfSpace(String)
    /// `NSFileWriteNoPermissionError` (513): a path outside the container.
    case outside(String)
  }

  var usedBytes: Int { files.values.reduce(0) { $0 + $1.count } }

  /// The container-relative path of an absolute one; nil outside the container.
  ///
  /// Works on the path's bytes: split by characters it cost 12 µs a call, and a program that
  /// read a file on each of 50,000 nested calls spent 0.6 s here (lesson-fuzz seed 1, case 385330).
  static func relative(_ absolute: String) -> String? {
    let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
    // A path as `URL` makes it, with nothing to normalise: the rest after the root.
    let bytes = absolute.utf8
    if bytes.starts(with: rootSlash) {
      let rest = bytes.dropFirst(rootSlash.count)
      var previous = slash
      let plain = rest.allSatisfy { byte in
        defer { previous = byte }
        return !(previous == slash && (byte == slash || byte == dot))
      }
      if plain && rest.last != slash { return String(Substring(rest)) }
    }
    var parts: [ArraySlice<UInt8>] = []
    for part in Array(absolute.utf8).split(separator: slash) where !part.elementsEqual([dot]) {
      if part.elementsEqual([dot, dot]) {
        if !parts.isEmpty { parts.removeLast() }
      } else {
        parts.append(part)
      }
    }
    guard parts.count >= rootParts.count,
      zip(parts, rootParts).allSatisfy({ $0.elementsEqual($1) })
    else { return nil }
    return parts[rootParts.count...].map { String(decoding: $0, as: UTF8.self) }.joined(separator: "/")
  }

  private static let rootSlash = Array((root + "/").utf8)

  /// The root's components, as bytes.
  private static let rootParts = Array(root.utf8).split(separator: UInt8(ascii: "/"))

  static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[..<slash])
  }

  func isDirectory(_ path: String) -> Bool { directories.contains(path) }
  func isFile(_ path: String) -> Bool { files[path] != nil }

  func read(_ path: String) throws(Failure) -> [UInt8] {
    guard let bytes = files[path] else { throw .noSuchFile(path) }
    return bytes
  }

  /// Writes a file whose folder exists; replaces one that was there.
  func write(_ bytes: [UInt8], to path: String) throws(Failure) {
    guard directories.contains(Self.parent(of: path)), !directories.contains(path), !path.isEmpty else {
      throw .noSuchFile(path)
    }
    guard usedBytes - (files[path]?.count ?? 0) + bytes.count <= sizeBudget else { throw .outOfSpace(path) }
    files[path] = bytes
  }

  func createDirectory(_ path: String, intermediates: Bool) throws(Failure) {
    if directories.contains(path) {
      if intermediates { return }
      throw .exists(path)
    }
    guard files[path] == nil else { throw .exists(path) }
    let parent = Self.parent(of: path)
    if !directories.contains(parent) {
      guard intermediates else { throw .noSuchFile(path) }
      try createDirectory(parent, intermediates: true)
    }
    directories.insert(path)
  }

  /// The names in a folder, sorted (a real file system gives no order; sorted keeps runs identical).
  func contents(of path: String) throws(Failure) -> [String] {
    guard directories.contains(path) else { throw .noSuchFile(path) }
    let prefix = path.isEmpty ? "" : path + "/"
    let names = (Array(files.keys) + Array(directories)).compactMap { entry -> String? in
      guard entry.hasPrefix(prefix), entry != path else { return nil }
      let rest = entry.dropFirst(prefix.count)
      return rest.contains("/") || rest.isEmpty ? nil : String(rest)
    }
    return names.sorted()
  }

  /// Removes a file, or a folder with everything in it.
  func remove(_ path: String) throws(Failure) {
    if files.removeValue(forKey: path) != nil { return }
    guard directories.contains(path), !path.isEmpty else { throw .noSuchFile(path) }
    let prefix = path + "/"
    directories = directories.filter { $0 != path && !$0.hasPrefix(prefix) }
    files = files.filter { !$0.key.hasPrefix(prefix) }
  }

  /// Copies (or moves) a file or folder to a path where nothing is.
  func copy(_ source: String, to destination: String, removingSource: Bool) throws(Failure) {
    guard files[source] != nil || (directories.contains(source) && !source.isEmpty) else { throw .noSuchFile(source) }
    guard files[destination] == nil, !directories.contains(destination) else { throw .exists(destination) }
    guard directories.contains(Self.parent(of: destination)) else { throw .noSuchFile(destination) }
    if let bytes = files[source] {
      if !removingSource { guard usedBytes + bytes.count <= sizeBudget else { throw .outOfSpace(destination) } }
      files[destination] = bytes
    } else {
      let prefix = source + "/"
      let added = files.filter { $0.key.hasPrefix(prefix) }
      if !removingSource {
        guard usedBytes + added.values.reduce(0, { $0 + $1.count }) <= sizeBudget else { throw .outOfSpace(destination) }
      }
      directories.insert(destination)
      for directory in directories where directory.hasPrefix(prefix) {
        directories.insert(destination + "/" + directory.dropFirst(prefix.count))
      }
      for (path, bytes) in added { files[destination + "/" + path.dropFirst(prefix.count)] = bytes }
    }
    if removingSource { try remove(source) }
  }

  /// `tmp/` emptied: the system may do it while the app is not running (Apple, File System
  /// Programming Guide: "the system may purge this directory when your app is not running").
  /// The engine does it when the system ends the app, never while it runs.
  func emptyTemporary() {
    directories = directories.filter { !$0.hasPrefix("tmp/") }
    files = files.filter { !$0.key.hasPrefix("tmp/") }
  }

  /// Seeds files before the first launch (a fixture's `-- Documents/draft.json --`), making
  /// their folders; the runner has checked each path is inside a container folder.
  func seed(_ seeded: [String: [UInt8]]) {
    for (path, bytes) in seeded.sorted(by: { $0.key < $1.key }) {
      var folder = ""
      for part in Self.parent(of: path).split(separator: "/") {
        folder += folder.isEmpty ? String(part) : "/" + part
        directories.insert(folder)
      }
      files[path] = bytes
    }
  }
}
