// DEBUG is defined in a debug build, so its branch is compiled.
#if DEBUG
print("debug build")
let mode = "debug"
#else
print("release build")
let mode = "release"
#endif
print(mode)
func banner() -> String {
    #if DEBUG
    return "[DEBUG]"
    #else
    return "[RELEASE]"
    #endif
}
print(banner())

