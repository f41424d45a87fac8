/// A random source that gives the same numbers for the same seed on every machine and toolchain.
///
/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014),
/// with our own range reduction rather than the standard library's, whose algorithm may change.
public struct SeededRandom: Sendable {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in the range (the tiny bias of a modulo does not matter for generating programs).
  public mutating func int(_ range: ClosedRange<Int>) -> Int {
    let width = UInt64(range.upperBound - range.lowerBound) + 1
    return range.lowerBound + Int(next() % width)
  }

  /// True with the given chance out of 100.
  public mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

  /// One of the elements (which must not be empty).
  public mutating func pick<T>(_ elements: [T]) -> T { elements[int(0...elements.count - 1)] }

  /// One of the choices, each tried with its weight.
  public mutating func weighted<T>(_ choices: [(Int, T)]) -> T {
    var roll = int(0...choices.reduce(0) { $0 + $1.0 } - 1)
    for (weight, value) in choices {
      if roll < weight { return value }
      roll -= weight
    }
    return choices[choices.count - 1].1
  }

  /// A fresh random source for one part of the work, so parts stay the same when others change.
  public mutating func split() -> SeededRandom { SeededRandom(seed: next()) }
}
