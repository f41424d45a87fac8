/// A Swift `Task` of the program (a `.task` modifier's, or one made with `Task { … }`).
///
/// Its code runs on its own `StatementMachine`, so when it awaits it simply stops
/// where it is; the scheduler resumes it when what it waits for has happened.
/// Results of completed awaits are kept per statement until the statement
/// finishes (see `StatementMachine`).
final class InterpretedTask {
  enum State { case ready, waiting, finished }

  let serial: Int
  /// What started the task, for the transcript: `task in 'ContentView'`.
  let cause: String
  var machine: StatementMachine?
  var state: State = .ready
  var isCancelled = false
  /// The view node whose `.task` this is: it is cancelled when the view goes away.
  weak var owner: GraphNode?
  /// The process it belongs to: it never runs after its process ends.
  let process: Int
  /// What the task's closure returned or threw, once finished.
  var result: Result<Value, Error>?
  /// Tasks waiting for this one's value.
  var waiters: [(task: InterpretedTask, key: AwaitKey)] = []
  /// What the task waits for now: resumed with a result under this key.
  var waitingKey: AwaitKey?
  /// The timer of a pending `Task.sleep`, so cancellation can wake it.
  var sleepTimer: Int?

  private var memo: [MemoFrame] = [MemoFrame()]

  init(serial: Int, cause: String, process: Int) {
    self.serial = serial
    self.cause = cause
    self.process = process
  }

  struct MemoFrame {
    var results: [AwaitKey: Result<Value, Error>] = [:]
    var occurrences: [Int: Int] = [:]
  }

  /// The next key for an `await` of this expression in the current attempt of a statement.
  func nextAwaitKey(for expression: Int) -> AwaitKey {
    let occurrence = memo[memo.count - 1].occurrences[expression, default: 0]
    memo[memo.count - 1].occurrences[expression] = occurrence + 1
    return AwaitKey(expression: expression, occurrence: occurrence)
  }

  func result(for key: AwaitKey) -> Result<Value, Error>? { memo[memo.count - 1].results[key] }

  func record(_ result: Result<Value, Error>, for key: AwaitKey) {
    memo[memo.count - 1].results[key] = result
  }

  /// A statement is tried (again): its awaits are counted from the start.
  func beginAttempt() { memo[memo.count - 1].occurrences = [:] }

  /// A statement finished: what its awaits returned is no longer needed.
  func endAttempt() { memo[memo.count - 1] = MemoFrame() }

  /// An awaited function of the program starts: its statements get their own memo.
  func pushFrame() { memo.append(MemoFrame()) }

  func popFrame() { if memo.count > 1 { memo.removeLast() } }
}
