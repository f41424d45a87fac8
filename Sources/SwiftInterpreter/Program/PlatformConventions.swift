/// What a host's platform adds around the language: the attributes that mark an entry point,
/// the macros that are type-checked but never run, and the names its frameworks own.
///
/// The interpreter knows none of this itself; the host passes it in its configuration, so the
/// same compiler serves a Linux script and a host's apps.
public struct PlatformConventions: Sendable {
  /// Attributes that make a type the program's entry point (`@main`).
  public var entryPointAttributes: Set<String>
  /// Freestanding macros whose trailing closures are compiled and never run, with the result
  /// builder each closure is built with (nil: none).
  public var checkedMacros: [String: String?]
  /// Type-name prefixes of the platform's frameworks (`NS`): such a name the registry lacks is
  /// "not modelled", not a misspelling.
  public var frameworkPrefixes: [String]
  /// Other names the platform's frameworks own (`URL`, `JSONEncoder`).
  public var frameworkNames: Set<String>
  /// The registry's property wrappers a body may declare a local variable with (SE-0258's local
  /// wrappers): `name` reads the wrapper's `wrappedValue`, `$name` is its `projectedValue`. The
  /// others stay "not modelled" (a framework wrapper outside its owner does not work as written).
  public var localWrappers: Set<String> = []
  /// The member names of the library's types on this platform (`LibraryMembers.byType`), for
  /// telling a misspelt member (swiftc's "has no member") from one the registry lacks; empty
  /// where they are not known, and then no member is judged misspelt.
  public var libraryMembers: [String: Set<String>] = [:]
  /// Whether Foundation's names need `import Foundation` (a plain program on Linux, as swiftc
  /// builds it there); false where the platform's frameworks bring Foundation with them.
  public var foundationNeedsImport = false

  public init(
    entryPointAttributes: Set<String> = ["main"], checkedMacros: [String: String?] = [:],
    frameworkPrefixes: [String] = [], frameworkNames: Set<String> = []
  ) {
    self.entryPointAttributes = entryPointAttributes
    self.checkedMacros = checkedMacros
    self.frameworkPrefixes = frameworkPrefixes
    self.frameworkNames = frameworkNames
  }

  /// Whether a name (or the first part of a dotted one) belongs to one of the frameworks or to
  /// the standard library, which every platform has (`CommandLine`, `KeyValuePairs`).
  public func isFrameworkName(_ name: String) -> Bool {
    let first = String(name.split(separator: ".").first ?? "")
    if frameworkNames.contains(first) || LibraryNames.standardLibrary.contains(first) { return true }
    return frameworkPrefixes.contains { prefix in
      first.hasPrefix(prefix) && first.count > prefix.count
        && first[first.index(first.startIndex, offsetBy: prefix.count)].isUppercase
    }
  }

  /// Whether the real type named `typeName` has no member called `member`: true only for a type
  /// whose members are known here. `Optional` is left out: swiftc words a member of the wrapped
  /// type reached without `?` otherwise ("must be unwrapped"), and we cannot tell which was meant.
  public func lacksMember(_ typeName: String, _ member: String) -> Bool {
    guard typeName != "Optional", let names = libraryMembers[typeName] else { return false }
    return !names.contains(member)
  }

  /// A plain program on Linux (`swiftc main.swift`): Foundation only where it is imported.
  public static let linuxScript: PlatformConventions = {
    var conventions = foundation
    conventions.foundationNeedsImport = true
    return conventions
  }()

  /// Whether the name is Foundation's (or the C library's), not the standard library's.
  public func isFoundationName(_ name: String) -> Bool {
    let first = String(name.split(separator: ".").first ?? "")
    return isFrameworkName(first) && !LibraryNames.standardLibrary.contains(first)
  }

  /// Foundation on Linux, as `swiftc` there offers it (what the conformance corpus compiles with).
  public static let foundation: PlatformConventions = {
    var conventions = foundationNames
    conventions.libraryMembers = LibraryMembers.byType
    return conventions
  }()

  /// Foundation's names without the library's member table: what a platform starts from when it
  /// judges no member misspelt (iOS), which then never builds the table (30 M instructions,
  /// a thirtieth of verifying the whole course of fixtures).
  public static let foundationNames: PlatformConventions = {
    PlatformConventions(
      frameworkPrefixes: ["NS", "CF"],
      frameworkNames: Set([
        "URL", "URLComponents", "URLQueryItem", "URLSession", "URLRequest", "URLResponse", "Data",
        "JSONEncoder", "JSONDecoder", "JSONSerialization", "PropertyListEncoder", "PropertyListDecoder",
        "FileManager", "FileHandle", "Bundle", "ProcessInfo", "Process", "Pipe", "UserDefaults",
        "Measurement", "Unit", "UnitLength", "UnitMass", "UnitDuration", "NumberFormatter",
        "DateFormatter", "ISO8601DateFormatter", "DateComponents", "DateComponentsFormatter",
        "DateInterval", "Calendar", "Locale", "TimeZone", "AttributedString", "Decimal",
        "CharacterSet", "Scanner", "IndexPath", "IndexSet", "InputStream", "OutputStream",
        "OperationQueue", "Operation", "BlockOperation", "RunLoop", "Thread", "Timer",
        "NotificationCenter", "DispatchQueue", "DispatchGroup", "DispatchSemaphore", "DispatchWorkItem",
        "DispatchTime", "DispatchTimeInterval", "Regex", "Logger", "Host",
      ]).union(LibraryNames.foundation).union(LibraryNames.cLibrary))
  }()
}
