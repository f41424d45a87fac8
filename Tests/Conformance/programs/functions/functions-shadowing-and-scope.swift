// Local names shadow outer ones; each scope has its own.
let value = 1
func show() -> Int {
    let value = 2
    do {
        let value = 3
        print("inner", value)
    }
    return value
}
print(show())
print(value)
var total = 0
for value in 1...3 {
    total += value
}
print(total, value)
if let value = Int("9") {
    print("parsed", value)
}
print(value)

