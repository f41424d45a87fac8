// Default parameter values, used and overridden.
func greet(_ name: String = "world", punctuation: String = "!", times: Int = 1) -> String {
    String(repeating: "hello \(name)\(punctuation) ", count: times)
}

print(greet())
print(greet("Ana"))
print(greet(punctuation: "?"))
print(greet("Bo", times: 2))
print(greet("Cy", punctuation: ".", times: 3))

func box(width: Int = 3, height: Int = 2) -> Int { width * height }
print(box(), box(width: 5), box(height: 5), box(width: 2, height: 2))

