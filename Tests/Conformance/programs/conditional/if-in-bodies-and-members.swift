// #if in a function body, a loop, a type and an extension; nested #if and #elseif.
struct Settings {
    #if DEBUG
    static let mode = "debug"
    #else
    static let mode = "release"
    #endif
    #if os(Windows)
    var path = "C:\\"
    #elseif os(Linux) || os(iOS)
    var path = "/"
    #else
    var path = "?"
    #endif
}
extension Settings {
    #if !DEBUG
    func describe() -> String { "release build" }
    #else
    func describe() -> String { "debug build at \(path)" }
    #endif
}
func count() -> Int {
    var total = 0
    for i in 1...3 {
        #if DEBUG
        total += i
        #if swift(>=5.0)
        total += 100
        #endif
        #endif
    }
    return total
}
print(Settings.mode, Settings().path)
print(Settings().describe())
print(count())
#if canImport(NotAModule)
print("never")
#elseif false
print("false")
#elseif true && !false
print("true branch")
#endif
