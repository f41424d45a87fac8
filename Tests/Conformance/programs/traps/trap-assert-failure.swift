// assert fails in a debug build, with "Assertion failed".
func percent(_ part: Int, of whole: Int) -> Int {
    assert(whole > 0, "whole must be positive")
    return part * 100 / whole
}
print(percent(1, of: 4))
print(percent(1, of: 0))

