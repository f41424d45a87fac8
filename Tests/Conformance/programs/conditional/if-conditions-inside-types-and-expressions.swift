// #if inside a type, a function body and a member chain.
struct Config {
    #if DEBUG
    var logging = true
    #else
    var logging = false
    #endif
    var name = "cfg"
}
print(Config())
let values = [3, 1, 2]
let result = values
    #if DEBUG
    .sorted()
    #else
    .reversed()
    #endif
print(result)
func level() -> Int {
    var n = 1
    #if DEBUG && !os(macOS)
    n += 10
    #endif
    return n
}
print(level())
