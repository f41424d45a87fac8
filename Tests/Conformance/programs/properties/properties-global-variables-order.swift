// Globals in main.swift are initialized in order, as the top-level code runs.
func value(_ label: String, _ v: Int) -> Int {
    print("initializing", label)
    return v
}

let first = value("first", 1)
print("between")
let second = value("second", first + 1)
print(first, second)
var counter = 0
counter += second
print(counter)

