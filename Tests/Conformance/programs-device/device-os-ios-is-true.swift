// On the simulated iPhone, os(iOS) holds and every other os(…) does not.
#if os(iOS)
print("iOS")
#else
print("not iOS")
#endif
#if os(macOS)
print("macOS")
#endif
#if os(Linux)
print("Linux")
#endif
#if os(iOS) || os(visionOS)
print("iOS or visionOS")
#endif
#if !os(iOS)
print("negated")
#endif

