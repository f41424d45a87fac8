// os(iOS), DEBUG and version checks combined, as lessons write them.
#if os(iOS) && DEBUG
let label = "iOS debug"
#elseif os(iOS)
let label = "iOS release"
#elseif os(macOS)
let label = "macOS"
#else
let label = "elsewhere"
#endif
print(label)
#if os(macOS) || targetEnvironment(macCatalyst)
print("desktop")
#elseif os(iOS) && swift(>=6.0)
print("iOS with Swift 6")
#endif
struct Platform {
    #if os(iOS)
    static let name = "iPhone"
    #else
    static let name = "other"
    #endif
}
print(Platform.name)

