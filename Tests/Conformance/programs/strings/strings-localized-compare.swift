import Foundation
print("a".localizedCompare("B"), "B".localizedCompare("a"), "é".localizedCompare("f"), "a".compare("B"), "10".localizedCompare("9"))
print(["b", "C", "a", "é"].sorted { $0.localizedCompare($1) == .orderedAscending })
print(["b", "C", "a"].sorted { $0.localizedCaseInsensitiveCompare($1) == .orderedAscending })
