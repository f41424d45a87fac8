// os(macOS) is false here, as on an iPhone; its branch is never compiled.
#if os(macOS)
print("macOS")
#else
print("not macOS")
#endif
#if os(watchOS) || os(tvOS)
print("watch or tv")
#endif
#if !os(macOS)
print("negated check")
#endif

