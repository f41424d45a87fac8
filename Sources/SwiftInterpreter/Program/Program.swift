import SwiftReader
import Transcript

/// A compiled program: its types, functions and globals, ready to run in any number of
/// processes (each with an `Interpreter` of its own).
public final class Program {
  public let files: [SourceFile]
  public let registry: Registry
  public let configuration: InterpreterConfiguration
  /// Top-level types by name.
  public internal(set) var types: [String: UserType] = [:]
  /// Every type, nested ones included, in declaration order.
  public internal(set) var allTypes: [UserType] = []
  /// Free functions by base name.
  var functions: [String: [FunctionCode]] = [:]
  /// Globals and `static` properties, numbered.
  var globals: [GlobalVariable] = []
  var globalsByName: [String: GlobalVariable] = [:]
  var typeAliases: [String: TypeSyntax] = [:]
  /// The generic parameters of a generic alias (`typealias Pair<T> = (T, T)`), by its name.
  var typeAliasParameters: [String: [String]] = [:]
  /// The `#function` of the code around each call site: a default `#function` reads it.
  var callerFunctionNames: [SourceLocation: String] = [:]
  /// Members added by extensions to protocols and registry types, by the extended type's name.
  var extensions: [String: MemberTable] = [:]
  /// Conformances added by extensions to registry types: `extension Date: Identifiable`.
  var extensionConformances: [String: [String]] = [:]
  /// `Array:Shape` for `extension Array: Shape where …`: a conformance only some values have.
  var constrainedExtensionConformances: Set<String> = []
  /// Types marked with an entry-point attribute (`@main`), in source order, with the attribute.
  public internal(set) var mainTypes: [(type: UserType, attribute: Attribute)] = []
  /// The statements of `main.swift`, compiled as one function.
  public internal(set) var topLevelCode: FunctionCode?
  /// Top-level statements outside `main.swift` (a build error), for the build checker.
  public internal(set) var strayTopLevelCode: [(file: String, statement: Stmt)] = []
  /// What the compiler found wrong, worded as swiftc words it.
  public internal(set) var diagnostics: [Diagnostic] = []
  /// Inert calls the registry allowed, by construct, for reports.
  var inertUses: Set<String> = []

  init(files: [SourceFile], registry: Registry, configuration: InterpreterConfiguration) {
    self.files = files
    self.registry = registry
    self.configuration = configuration
  }

  /// Reads, declares and compiles a program.
  ///
  /// - Returns: The program; its `diagnostics` hold the errors that keep it from building.
  public static func compile(
    _ files: [SourceFile], registry: Registry, configuration: InterpreterConfiguration
  ) -> Program {
    let program = Program(files: files, registry: registry, configuration: configuration)
    let compiler = Compiler(program: program)
    compiler.compileProgram()
    return program
  }

  /// Whether the program builds (no error diagnostics).
  public var builds: Bool { !diagnostics.contains { $0.severity == .error } }

  /// A type of the program by name, nested types dotted: `Outer.Inner`.
  public func type(named name: String) -> UserType? {
    let parts = name.split(separator: ".").map(String.init)
    guard var current = types[parts[0]] else { return nil }
    for part in parts.dropFirst() {
      guard let nested = current.nestedTypes[part] else { return nil }
      current = nested
    }
    return current
  }

  /// The members extensions add to a registry type or protocol.
  func extensionMembers(of typeName: String) -> MemberTable? { extensions[typeName] }

  /// Constructs the program declares that the registry does not model (`@FetchRequest`): it
  /// builds, but cannot run faithfully, so it does not run at all.
  public private(set) var notModelled: [Diagnostic] = []

  func addNotModelled(_ diagnostic: Diagnostic) {
    if !notModelled.contains(diagnostic) { notModelled.append(diagnostic) }
  }

  func addDiagnostic(_ diagnostic: Diagnostic) {
    if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
  }
}

/// What a run may do: budgets, the module's name, and the compilation conditions `#if` reads.
public struct InterpreterConfiguration: Sendable {
  /// The module `String(reflecting:)` names (`main` for a script).
  public var moduleName: String
  /// Statements, loop turns and calls a run may take before it is stopped as endless.
  public var stepBudget: Int
  /// Calls nested deeper than this stop the run (Swift would overflow its stack). A compiled
  /// program's 8 MB stack holds about 130,000 calls of a small recursive function (swiftc
  /// -Onone); the host runs the program on a stack large enough for the limit.
  public var depthLimit: Int
  /// Async calls nested deeper than this stop the run: each keeps its frames on the heap
  /// (about 4 KB), which the stack's end does not bound.
  public var asyncDepthLimit = 10_000
  /// Elements in one collection, or characters in one string, before the run is stopped.
  public var sizeLimit: Int
  /// Bytes of values a run may build in all (see `Interpreter+Memory.swift`): 256 MB keeps a
  /// run, with the tool around it, under 500 MB.
  public var memoryBudget = 256 << 20
  /// Bytes a run may print in all (`print`, `debugPrint`, `dump`): 8 MiB, a thousand times the
  /// longest console a lesson shows, and as much as the run's transcript should hold.
  public var outputBudget = 8 << 20
  /// Lines a run may print in all: 20,000, four hundred times the longest console a lesson
  /// shows; every line costs its matching, grading and report, so short lines count too
  /// (lesson-fuzz seed 1 case 530109: a task printing in `while true` made 500,000 lines and
  /// took 3.6 s). Programs that print on each call of an endless recursion reach it: at 50,000
  /// lines a view controller's `viewDidLoad` calling itself took 0.9–1.1 s of a loaded machine
  /// in a release build (case 385330), the recursion's own work.
  public var outputLineBudget = 20_000
  /// `#if` conditions: platform and flags (`os(Linux)`, `canImport(Foundation)`, `DEBUG` …).
  public var conditions: CompilationConditions
  /// Entry-point attributes, checked macros and framework names of the host's platform.
  public var platform: PlatformConventions
  /// Whether a program of one file is its main file, whatever its name (`swiftc file.swift`);
  /// in an Xcode project only `main.swift` is (the others are compiled as a library).
  public var singleFileIsMain = true
  /// Whether code with no isolation written runs on the main actor: an app target made by Xcode
  /// 26 or later sets `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor` (SE-0466), and then globals and
  /// statics build as they are. False is swiftc's own default, which the checks of shared
  /// mutable state and of the main actor's top-level variables follow.
  public var defaultIsolationIsMainActor = false

  public init(
    moduleName: String = "main", stepBudget: Int = 10_000_000, depthLimit: Int = 100_000,
    sizeLimit: Int = 10_000_000, conditions: CompilationConditions = .linuxDebug,
    platform: PlatformConventions = .linuxScript
  ) {
    self.platform = platform
    self.moduleName = moduleName
    self.stepBudget = stepBudget
    self.depthLimit = depthLimit
    self.sizeLimit = sizeLimit
    self.conditions = conditions
  }
}

/// The answers `#if` gets: which OS, which modules can be imported, which flags are set.
public struct CompilationConditions: Sendable, Hashable {
  public var os: String
  public var importableModules: Set<String>
  public var flags: Set<String>
  public var isSimulator: Bool
  /// The names `#if targetEnvironment(…)` holds for; the host's platform names them.
  public var targetEnvironments: Set<String>
  public var swiftVersion: [Int]

  public init(os: String, importableModules: Set<String>, flags: Set<String>, isSimulator: Bool,
    targetEnvironments: Set<String> = [], swiftVersion: [Int] = [6, 3]) {
    self.os = os
    self.importableModules = importableModules
    self.flags = flags
    self.isSimulator = isSimulator
    self.targetEnvironments = targetEnvironments
    self.swiftVersion = swiftVersion
  }

  /// This machine compiling with `swiftc -Onone -D DEBUG`: what the conformance tests compare with.
  public static let linuxDebug = CompilationConditions(
    os: "Linux", importableModules: ["Swift", "Foundation", "Dispatch", "Glibc", "Observation"],
    flags: ["DEBUG"], isSimulator: false)

}
