import SwiftInterpreter

/// A view's `@StateObject` stays readable by the `onDisappear` actions of its leaving, and is
/// freed after them.
///
/// Apple's SwiftUI tutorial "Managing state and life cycle" (Scrumdinger's `MeetingView`)
/// starts its `@StateObject` timer in `onAppear` and stops that same object in `onDisappear`,
/// "to release unnecessary resources when a view disappears": the action reaches the view's
/// own object, which is still alive. StateObject: the object lives for "the lifetime of the
/// container", so it goes when the view has left and those actions have run. Any later read (a
/// closure that outlived the view, a task) is still refused, as undocumented.
/// https://developer.apple.com/tutorials/app-dev-training/managing-state-and-life-cycle
extension AppProcess {
  /// A leaving view's object cell: readable until the actions queued with its leaving have run.
  func keepDeparting(_ cell: WrapperCell, _ box: StateBox) {
    cell.departingBox = box
    departingCells.append(cell)
  }

  /// Frees the objects of the views that left, once their leaving's actions have run.
  func releaseDepartingObjects() {
    for cell in departingCells { cell.departingBox = nil }
    departingCells = []
  }
}
