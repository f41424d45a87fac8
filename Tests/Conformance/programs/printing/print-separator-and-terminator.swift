// print's separator and terminator parameters.
print("a", "b", "c")
print("a", "b", "c", separator: "-")
print("x", terminator: "")
print("y", terminator: "!")
print()
print(1, 2, separator: "")
print("no", "space", separator: "", terminator: "\n\n")
print("after blank")
for i in 1...3 {
    print(i, terminator: i < 3 ? ", " : "\n")
}

