// ?? chains, and its right side evaluated only when needed.
func fallback(_ label: String) -> Int {
    print("evaluating", label)
    return 0
}

let first: Int? = nil
let second: Int? = 5
let third: Int? = 7

print(first ?? second ?? third ?? 0)
print(second ?? fallback("a"))
print(first ?? fallback("b"))
let chained: Int? = first ?? nil
print(chained as Any)
let text: String? = nil
print(text ?? "empty", (text ?? "").isEmpty)

