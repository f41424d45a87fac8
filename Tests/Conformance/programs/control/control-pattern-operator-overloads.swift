// Several ~= overloads: the one whose pattern type fits is used.
struct Multiple { let of: Int }
func ~= (pattern: Multiple, value: Int) -> Bool { value % pattern.of == 0 }
func ~= (pattern: String, value: Int) -> Bool { pattern == String(value) }
func ~= (pattern: (Int) -> Bool, value: Int) -> Bool { pattern(value) }

for n in [7, 9, 10, 11, 30] {
    switch n {
    case "7": print(n, "spelled seven")
    case Multiple(of: 10): print(n, "multiple of ten")
    case Multiple(of: 3): print(n, "multiple of three")
    case { $0 > 10 }: print(n, "above ten")
    default: print(n, "other")
    }
}
print(Multiple(of: 4) ~= 8, "12" ~= 12, { $0 < 0 } ~= 5)
