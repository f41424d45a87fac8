// A custom ~= lets switch match values against new kinds of patterns.
struct Even {}
func ~= (pattern: Even, value: Int) -> Bool { value % 2 == 0 }
func ~= (pattern: (Int) -> Bool, value: Int) -> Bool { pattern(value) }

for v in [4, 7, 15] {
    switch v {
    case Even(): print(v, "even")
    case { $0 > 10 }: print(v, "big odd")
    default: print(v, "small odd")
    }
}
let r = 1..<5
print(r ~= 3, r ~= 5)

