// stride over doubles accumulates by repeated addition.
for x in stride(from: 0.0, to: 1.0, by: 0.25) {
    print(x)
}
for x in stride(from: 1.0, through: 0.0, by: -0.5) {
    print(x)
}
let steps = Array(stride(from: 0.0, through: 0.3, by: 0.1))
print(steps)
print(steps.count)

