import Foundation

// An array literal where a CharacterSet is expected is a set of those scalars.
print("  hi! ".trimmingCharacters(in: [" ", "!"]) + "|")
print("a,b;c d".components(separatedBy: [",", ";", " "]))
let marks: CharacterSet = ["x", "y"]
print("xaxy".trimmingCharacters(in: marks), marks.contains("x"), marks.contains("a"))
print(type(of: marks))
let both = marks.union(CharacterSet(charactersIn: "z"))
print("zzaxz".trimmingCharacters(in: both))
