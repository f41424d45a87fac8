// A generic function constrained to Comparable.
func largest<T: Comparable>(_ values: [T]) -> T? {
    guard var best = values.first else { return nil }
    for v in values where v > best { best = v }
    return best
}

print(largest([3, 9, 2]) as Any)
print(largest(["pear", "apple", "zucchini"]) as Any)
print(largest([2.5, -1.0]) as Any)
print(largest([Int]()) as Any)
func clamp<T: Comparable>(_ x: T, _ lo: T, _ hi: T) -> T { min(max(x, lo), hi) }
print(clamp(15, 0, 10), clamp("m", "a", "f"), clamp(0.5, 0.0, 1.0))

