// An Int8 counter stepping past 127 traps.
var level: Int8 = 120
for _ in 0..<10 {
    level += 1
    print(level)
}
print("never printed")

