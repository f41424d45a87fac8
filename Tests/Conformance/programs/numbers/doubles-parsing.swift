// Double(_:) from strings.
let inputs = ["3.14", "-0.5", "1e3", "  2", "0x10", ".5", "5.", "1_000", "infinity", "NaN", ""]
for text in inputs {
    print("\"\(text)\" ->", Double(text) as Any)
}
print(Float("0.1") as Any)

