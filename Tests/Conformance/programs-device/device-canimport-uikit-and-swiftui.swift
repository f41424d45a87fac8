// canImport(UIKit) and canImport(SwiftUI) hold on the device; AppKit does not.
#if canImport(UIKit)
print("UIKit can be imported")
#else
print("no UIKit")
#endif
#if canImport(SwiftUI)
print("SwiftUI can be imported")
#endif
#if canImport(AppKit)
print("AppKit can be imported")
#else
print("no AppKit")
#endif
#if canImport(UIKit) && canImport(SwiftUI)
let kit = "both"
#else
let kit = "not both"
#endif
print(kit)

