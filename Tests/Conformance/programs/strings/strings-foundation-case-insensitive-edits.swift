import Foundation
print("Swift".appending("!"), "ABC".caseInsensitiveCompare("abc") == .orderedSame, "a".compare("b") == .orderedAscending)
print("Hello".localizedCaseInsensitiveContains("ELL"), "b".localizedCompare("a") == .orderedDescending)
print("ABC".caseInsensitiveCompare("abd"), "x".compare("x"))
let cs = CharacterSet(charactersIn: ",;")
print("a,b;c".components(separatedBy: cs), "--x--".trimmingCharacters(in: CharacterSet(charactersIn: "-")))
print("a1b2".components(separatedBy: CharacterSet.decimalDigits.inverted))
print("Hello World".replacingOccurrences(of: "o", with: "0", options: .caseInsensitive))
print("Hello".range(of: "LL", options: .caseInsensitive) != nil)
let s = "Hello, Swift"
let r = s.range(of: "Swift")!
print(s.replacingCharacters(in: r, with: "World"), s[r])
print("abc".uppercased().lowercased(), "abc".capitalized)
print("a b".replacingOccurrences(of: " ", with: "_"), "tEST".capitalized)
print(CharacterSet.letters.contains("a"), CharacterSet.whitespaces.contains(" "))
