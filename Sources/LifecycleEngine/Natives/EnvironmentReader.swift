import SwiftInterpreter
import Transcript

/// The environment as one node sees it: what the registry's `EnvironmentValues` entries read
/// a value from when no ancestor set it (the node's window, its scene, the device).
final class EnvironmentReader: NativeValue {
  unowned let process: AppProcess
  let node: GraphNode
  let location: SourceLocation?

  init(process: AppProcess, node: GraphNode, location: SourceLocation?) {
    self.process = process
    self.node = node
    self.location = location
  }

  var typeName: String { "EnvironmentValues" }
  var description: String? { nil }

  /// The window the node is drawn in (none for the App and its scenes).
  var window: Window? { (node as? ViewNode)?.window }

  /// The phase a node sees: the App's own for the App, its scene's for a scene, its window's
  /// for a view (https://developer.apple.com/documentation/swiftui/scenephase).
  func scenePhase() throws -> Value {
    // Reached once: each reach of an unowned reference to the process checks it is alive.
    let process = self.process
    let phase: ScenePhase
    if let scene = node as? SceneNode {
      phase = scene === process.appNode ? process.appPhase : process.phase(of: scene)
    } else {
      phase = window?.phase ?? .background
    }
    if node === process.currentReader { node.phaseSeen = phase.rawValue }
    return process.phaseValue(phase)
  }
}
