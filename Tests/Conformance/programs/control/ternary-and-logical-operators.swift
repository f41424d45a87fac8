// The ternary operator and short-circuit logic.
func noisy(_ v: Bool, _ label: String) -> Bool {
    print("evaluated", label)
    return v
}

print(noisy(false, "a") && noisy(true, "b"))
print(noisy(true, "c") || noisy(true, "d"))
print(noisy(true, "e") && noisy(false, "f"))
let n = 7
print(n > 5 ? "big" : "small")
print(n % 2 == 0 ? "even" : n % 3 == 0 ? "three" : "odd")
print(!(n > 5) || n == 7)

