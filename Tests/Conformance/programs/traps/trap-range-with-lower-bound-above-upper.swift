// Making a closed range whose lower bound is above its upper bound traps.
func countdown(from n: Int) -> [Int] { Array(1...n).reversed() }
print(countdown(from: 3))
print(countdown(from: 0))

