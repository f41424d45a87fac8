// An implicitly unwrapped optional is unwrapped where an operator or a parameter wants its
// wrapped type: arithmetic, comparisons, ranges, prefix operators, compound assignment
// (stored back wrapped), arguments of functions and of standard methods.
class Counter {
    var count: Int! = 1
    var name: String!
    var ratio: Double! = 1.5
}
let counter = Counter()
print(counter.count * 2, counter.count + 3, counter.ratio * 2)
counter.count += 5
print(counter.count!, counter.count as Any)
var global: Int! = 3
print(global * 2, -global, global < 5, global == 3, global >= 3)
func twice(_ x: Int) -> Int { x * 2 }
print(twice(global), twice(counter.count))
func local() { let value: Int! = 4; print(value * 2, value + 1, value << 1) }
local()
counter.name = "view"
print("\(counter.name)", counter.name.uppercased(), counter.name + "!")
counter.name += "s"
print(counter.name!)
let total: Int = counter.count + 1
print(total, global...5, 0..<global)
var numbers = [Int]()
numbers.append(global)
print(numbers)
var ages = ["ana": 30]
ages["bo", default: 0] += 41
print(ages.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
global = nil
print(global == nil, global ?? 0)
