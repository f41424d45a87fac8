// guard exits early; its bindings stay in scope after it.
func check(_ age: Int?, _ name: String?) -> String {
    guard let age else { return "no age" }
    guard age >= 18 else { return "too young: \(age)" }
    guard let name, !name.isEmpty else { return "adult without a name" }
    return "\(name) is \(age)"
}

print(check(nil, "x"))
print(check(12, "x"))
print(check(30, nil))
print(check(30, ""))
print(check(30, "Mo"))
for n in [3, -1, 8] {
    guard n > 0 else {
        print("skipping", n)
        continue
    }
    print("positive", n)
}

