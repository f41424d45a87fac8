import HarnessTestSupport

extension SeededRandom {
  /// A number in 0..<bound (0 when the bound is 0): the shorter form these tests draw with.
  mutating func int(_ bound: Int) -> Int { int(0...max(0, bound - 1)) }
}
