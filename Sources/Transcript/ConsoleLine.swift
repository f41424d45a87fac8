/// One line a program printed, tagged with when and why it was printed.
///
/// The tags never take part in matching; they are there so that a failure
/// report can say "printed at 6.000 s by onChange in 'ContentView'".
public struct ConsoleLine: Hashable, Sendable, CustomStringConvertible {
  /// The text, without its line break.
  public var text: String
  /// Virtual milliseconds since the first launch of the run.
  public var time: Int
  /// Which process printed it: 1 for the first launch, 2 after a relaunch, …
  public var process: Int
  /// What ran the code that printed: `onChange in 'ContentView' (ContentView.swift:31:10)`.
  public var cause: String
  /// The ``Happening`` of the code that printed it (its id), whose causes lead to the event.
  public var happening: Int?

  public init(text: String, time: Int, process: Int = 1, cause: String = "", happening: Int? = nil) {
    self.text = text
    self.time = time
    self.process = process
    self.cause = cause
    self.happening = happening
  }

  public var description: String { text }
}
