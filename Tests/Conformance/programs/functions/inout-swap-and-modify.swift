// inout parameters write back to the caller's variable.
func swapValues(_ a: inout Int, _ b: inout Int) {
    let t = a
    a = b
    b = t
}
func addTwice(_ x: inout Int, _ amount: Int) {
    x += amount
    x += amount
}

var first = 1
var second = 2
swapValues(&first, &second)
print(first, second)
addTwice(&first, 5)
print(first)
var numbers = [1, 2, 3]
addTwice(&numbers[1], 10)
print(numbers)
numbers.swapAt(0, 2)
print(numbers)

