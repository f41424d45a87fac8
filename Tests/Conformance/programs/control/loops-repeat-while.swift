// repeat-while runs its body at least once.
var n = 10
repeat {
    print("n is", n)
    n += 5
} while n < 20
var k = 100
repeat {
    print("ran once with", k)
} while k < 0
var digits: [Int] = []
var value = 9075
repeat {
    digits.insert(value % 10, at: 0)
    value /= 10
} while value > 0
print(digits)

