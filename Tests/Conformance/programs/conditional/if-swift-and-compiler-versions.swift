// swift(>=) and compiler(>=) checks.
#if swift(>=6.0)
print("Swift 6 language mode")
#else
print("older language mode")
#endif
#if swift(<5.0)
print("very old")
#endif
#if compiler(>=6.0)
print("compiler 6 or later")
#endif
#if swift(>=99)
print("future")
#else
print("not the future")
#endif

