// Adding past Int.max traps in a debug build.
func add(_ a: Int, _ b: Int) -> Int { a + b }
print("before")
print(add(Int.max - 1, 1))
print(add(Int.max, 1))
print("never printed")

