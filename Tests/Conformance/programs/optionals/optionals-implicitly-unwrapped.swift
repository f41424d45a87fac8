// An implicitly unwrapped optional used as a plain value and printed.
var label: String! = "ready"
let copy = label
let plain: String = label
print(plain)
print(copy as Any)
print(label.count)
label = nil
print(label == nil)
print(label as Any)

