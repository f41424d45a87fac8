// #elseif chains pick the first true condition.
#if os(macOS)
let platform = "mac"
#elseif DEBUG
let platform = "debug elsewhere"
#else
let platform = "release elsewhere"
#endif
print(platform)
#if false
print("never")
#elseif true
print("true branch")
#endif
#if FEATURE_FLAG_NOT_SET
print("flag")
#else
print("no flag")
#endif

