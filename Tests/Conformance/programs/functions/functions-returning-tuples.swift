// Functions returning tuples, destructured and accessed by label.
func minMax(_ values: [Int]) -> (min: Int, max: Int)? {
    guard var lo = values.first else { return nil }
    var hi = lo
    for v in values.dropFirst() {
        lo = Swift.min(lo, v)
        hi = Swift.max(hi, v)
    }
    return (lo, hi)
}

if let bounds = minMax([4, -2, 9, 0]) {
    print(bounds)
    print(bounds.min, bounds.max)
}
let (lo, hi) = minMax([7])!
print(lo, hi)
print(minMax([]) as Any)
func divide(_ a: Int, _ b: Int) -> (Int, remainder: Int) { (a / b, a % b) }
print(divide(17, 5))

