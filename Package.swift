// swift-tools-version: 6.0
import PackageDescription

// The pipeline, one module per stage; data flows one way:
// fixture → SwiftReader → LifecycleEngine → Transcript → Expectations → LessonRunner (report).
let package = Package(
  name: "lesson-runner",
  products: [
    .executable(name: "lesson-runner", targets: ["lesson-runner"]),
    .library(name: "LessonRunner", targets: ["LessonRunner"]),
  ],
  targets: [
    // Plain data shared by every stage: source locations, diagnostics, console lines, screens.
    .target(name: "Transcript"),
    // Tokens → syntax tree with source ranges, for the Swift that lessons use.
    .target(name: "SwiftReader", dependencies: ["Transcript"]),
    // The Swift language, and nothing of iOS: compiles a program's syntax to closures over
    // numbered slots and runs it behind a small `Host` (print, the clock, tasks).
    .target(
      name: "SwiftInterpreter", dependencies: ["SwiftReader", "Transcript"],
      swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"])]),
    // Runs a program's App, scenes and views on a simulated device and a virtual clock.
    // Its classes (the process, the recorder, the graph's nodes) are read on every step of a
    // run: unchecked exclusivity, as the interpreter's, spares a runtime check on each access.
    .target(
      name: "LifecycleEngine", dependencies: ["SwiftInterpreter", "SwiftReader", "Transcript"],
      swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"])]),
    // The fixture format, the expectation language, matching and classification.
    .target(name: "Expectations", dependencies: ["Transcript"]),
    // Lessons as their authors write them: steps, listings, consoles; the project after each
    // step; which fixture claims what; drafts of new fixtures.
    .target(name: "LessonReader", dependencies: ["SwiftReader", "Expectations", "Transcript"]),
    // Verifying, grading and updating fixtures; reports for people and machines.
    .target(
      name: "LessonRunner",
      dependencies: [
        "SwiftReader", "LifecycleEngine", "Expectations", "Transcript", "LessonReader",
      ]),
    .executableTarget(name: "lesson-runner", dependencies: ["LessonRunner"]),
    // Benchmarks, and the conformance oracle's random programs (swiftc against the engine).
    .executableTarget(
      name: "lesson-bench",
      dependencies: ["LessonRunner", "LifecycleEngine", "SwiftInterpreter", "SwiftReader", "HarnessTestSupport"]),
    // Mutated fixtures, Swift files and pastes, run in watched child processes.
    .executableTarget(
      name: "lesson-fuzz",
      dependencies: ["LessonRunner", "Expectations", "SwiftReader", "LifecycleEngine", "Transcript"]),
    // Runs plain Swift files through the interpreter: the other half of the swiftc oracle.
    .executableTarget(name: "interpret", dependencies: ["SwiftInterpreter", "SwiftReader"]),
    .target(
      name: "HarnessTestSupport",
      dependencies: ["LessonRunner", "SwiftInterpreter"],
      path: "Tests/HarnessTestSupport"),
    .testTarget(name: "SwiftInterpreterTests", dependencies: ["SwiftInterpreter", "SwiftReader"]),
    .testTarget(name: "SwiftReaderTests", dependencies: ["SwiftReader", "HarnessTestSupport"]),
    .testTarget(
      name: "LifecycleEngineTests",
      dependencies: ["LifecycleEngine", "SwiftReader", "HarnessTestSupport"]),
    .testTarget(name: "ExpectationsTests", dependencies: ["Expectations", "HarnessTestSupport"]),
    .testTarget(
      name: "LessonReaderTests", dependencies: ["LessonReader", "HarnessTestSupport"],
      exclude: ["Data"]),
    .testTarget(
      name: "LessonRunnerTests",
      dependencies: ["LessonRunner", "HarnessTestSupport"],
      resources: []),
  ],
  swiftLanguageModes: [.v6]
)
