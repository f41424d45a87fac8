/// How much Swift the reader takes, so that no file, however written, can exhaust its stack
/// or memory, or the stack of whatever walks the tree it returns: past a limit, reading stops
/// with a located `ReadError`.
///
/// The lessons' files are a few kilobytes, nest at most about 15 levels and chain at most
/// about 10 modifiers; the limits leave room for a student's code many times that size.
public enum ReadLimits {
  /// Levels of nesting (blocks, closures, parentheses, brackets, types, patterns, `else if`)
  /// the parser recurses through.
  public static let maximumNesting = 96
  /// Levels a syntax tree may have: nesting plus the links of every chain (`a.b.c`,
  /// `f()()()`, `1 + 2 + 3`, `T???`). The engine evaluates a tree recursively, and a debug
  /// build spends up to 16 KB of stack a level: 256 levels fit its 32 MB stack several times.
  public static let maximumHeight = 256
  /// The bytes of a program's Swift files together: a megabyte of source reads into at most
  /// about 200 MB of tokens and syntax (a debug build, `a;a;a;…`).
  public static let maximumProgramBytes = 1 << 20
  /// The tokens reading may consume, alternatives tried and abandoned included, per token of
  /// the file (plus `workAllowance`): the lessons' files need less than twice their tokens.
  public static let workPerToken = 32
  public static let workAllowance = 100_000
}
