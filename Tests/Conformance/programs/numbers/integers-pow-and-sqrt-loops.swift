// Integer powers computed in loops, and Foundation's pow.
import Foundation

func power(_ base: Int, _ exp: Int) -> Int {
    var result = 1
    for _ in 0..<exp { result *= base }
    return result
}

print(power(2, 10), power(3, 4), power(10, 0))
print(pow(2.0, 10.0), pow(2.0, 0.5))
print(sqrt(16.0), sqrt(2.0))
print(Int(pow(10.0, 3.0)))
print(floor(-2.5), ceil(-2.5), round(-2.5))

