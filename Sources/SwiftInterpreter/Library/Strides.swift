import Transcript

/// `stride(from:to:by:)` and `stride(from:through:by:)`: a sequence whose values Swift's own
/// stride makes as they are asked for, printed as Swift prints it (`printed`, when known).
final class StrideValue: NativeSequence {
  let typeName: String
  let printed: String?
  private let make: () -> AnyIterator<Value>

  init(typeName: String, _ make: @escaping () -> AnyIterator<Value>, printed: String?) {
    self.typeName = typeName
    self.make = make
    self.printed = printed
  }

  var description: String? { printed }
  func makeIterator() -> any NativeIterator { StrideIterator(values: make()) }
}

/// The next value of a stride, one step of the program's budget each.
struct StrideIterator: NativeIterator {
  var values: AnyIterator<Value>

  mutating func next(_ interpreter: Interpreter, at location: SourceLocation?) throws -> Value? {
    try interpreter.tick(at: location)
    return values.next()
  }
}

enum Strides {
  /// The values of Swift's stride over `T`, each made a value by `wrap` (one it cannot make is skipped).
  static func values<T: Strideable>(
    _ start: T, _ end: T, _ step: T.Stride, through: Bool, _ wrap: @escaping (T) -> Value?
  ) -> () -> AnyIterator<Value> {
    {
      if through {
        var steps = Swift.stride(from: start, through: end, by: step).makeIterator()
        return AnyIterator { while let x = steps.next() { if let value = wrap(x) { return value } }; return nil }
      }
      var steps = Swift.stride(from: start, to: end, by: step).makeIterator()
      return AnyIterator { while let x = steps.next() { if let value = wrap(x) { return value } }; return nil }
    }
  }
}
