// if let, shorthand if let, and guard let with several bindings.
func describe(_ x: Int?, _ y: Int?) -> String {
    guard let x, let y else {
        return "missing"
    }
    return "\(x + y)"
}

print(describe(1, 2))
print(describe(nil, 2))
print(describe(1, nil))

let input: String? = "42"
if let input, let number = Int(input), number > 40 {
    print("big", number)
}
if let n = Int("x") {
    print("parsed", n)
} else {
    print("not a number")
}

