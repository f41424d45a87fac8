// An import guarded by canImport(UIKit) is taken; the code after it runs.
#if canImport(UIKit)
import UIKit
let imported = "UIKit"
#elseif canImport(AppKit)
import AppKit
let imported = "AppKit"
#else
let imported = "nothing"
#endif
print("imported", imported)
