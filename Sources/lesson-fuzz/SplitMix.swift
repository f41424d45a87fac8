/// A small deterministic generator (SplitMix64): the same seed gives the same cases on every
/// machine, so a case is named by its seed and index alone.
struct SplitMix: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  /// The generator of case `index` of a run seeded with `seed`: each case stands alone, so
  /// one can be made again without making those before it.
  init(seed: UInt64, index: Int) {
    var mixer = SplitMix(seed: seed ^ (UInt64(index) &* 0xD6E8_FEB8_6659_FD93))
    state = mixer.next()
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `range`, small ones more often: half the time from the first eighth.
  mutating func small(_ range: ClosedRange<Int>) -> Int {
    let span = range.upperBound - range.lowerBound
    let top = Bool.random(using: &self) ? max(1, span / 8) : span
    return range.lowerBound + Int.random(in: 0...top, using: &self)
  }

  mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &self) < probability
  }
}
