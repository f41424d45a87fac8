// canImport(Foundation) is true on every platform lessons run on.
#if canImport(Foundation)
import Foundation
print("Foundation available")
print(String(format: "%.1f", 2.25))
#else
print("no Foundation")
#endif
#if canImport(NoSuchModuleAnywhere)
print("impossible")
#else
print("unknown module is not importable")
#endif

