// Building aligned text from integers with String and repeating.
func pad(_ n: Int, _ width: Int) -> String {
    let s = String(n)
    return String(repeating: " ", count: max(0, width - s.count)) + s
}

for n in [1, 22, 333, -4] {
    print("[\(pad(n, 5))]")
}
print(String(7, radix: 2))
print(String(255, radix: 16, uppercase: true))
print(String(-255, radix: 16))
