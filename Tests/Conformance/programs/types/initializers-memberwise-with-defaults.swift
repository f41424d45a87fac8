// The memberwise initializer skips properties that have defaults.
struct Options {
    var name: String
    var retries = 3
    var verbose = false
    let id: Int
}

print(Options(name: "a", id: 1))
print(Options(name: "b", retries: 5, id: 2))
print(Options(name: "c", verbose: true, id: 3))
print(Options(name: "d", retries: 0, verbose: true, id: 4))

