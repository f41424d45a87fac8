var x: Int! = 1
x += 1
var d = ["a": 1]
d["a"]! += 1
d["a"]? += 5
d["b"]? += 5
var arr = [1, 2]
arr[0] += 1
struct S { var d: [String: Int] = ["k": 1]; mutating func bump() { d["k"]! += 1; self.d["k"]? += 1 } }
var s = S(); s.bump()
print(x!, d, arr, s.d)
