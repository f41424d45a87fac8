// Each loop iteration's constant is captured separately.
var closures: [() -> Int] = []
for i in 0..<3 {
    closures.append { i * 10 }
}
print(closures.map { $0() })
var j = 0
var shared: [() -> Int] = []
while j < 3 {
    shared.append { j }
    j += 1
}
print(shared.map { $0() })

