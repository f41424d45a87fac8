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
    // Runs a program's App, scenes and views on a simulated device and a virtual clock.
    .target(name: "LifecycleEngine", dependencies: ["SwiftReader", "Transcript"]),
    // The fixture format, the expectation language, matching and classification.
    .target(name: "Expectations", dependencies: ["Transcript"]),
    // Verifying, grading and updating fixtures; reports for people and machines.
    .target(
      name: "LessonRunner",
      dependencies: ["SwiftReader", "LifecycleEngine", "Expectations", "Transcript"]),
    .executableTarget(name: "lesson-runner", dependencies: ["LessonRunner"]),
    .executableTarget(name: "lesson-bench", dependencies: ["LessonRunner"]),
    // Mutated fixtures, Swift files and pastes, run in watched child processes.
    .executableTarget(
      name: "lesson-fuzz",
      dependencies: ["LessonRunner", "Expectations", "SwiftReader", "LifecycleEngine", "Transcript"]),
    .target(
      name: "HarnessTestSupport",
      dependencies: ["LessonRunner"],
      path: "Tests/HarnessTestSupport"),
    .testTarget(name: "SwiftReaderTests", dependencies: ["SwiftReader", "HarnessTestSupport"]),
    .testTarget(
      name: "LifecycleEngineTests",
      dependencies: ["LifecycleEngine", "SwiftReader", "HarnessTestSupport"]),
    .testTarget(name: "ExpectationsTests", dependencies: ["Expectations", "HarnessTestSupport"]),
    .testTarget(
      name: "LessonRunnerTests",
      dependencies: ["LessonRunner", "HarnessTestSupport"],
      resources: []),
  ],
  swiftLanguageModes: [.v6]
)
