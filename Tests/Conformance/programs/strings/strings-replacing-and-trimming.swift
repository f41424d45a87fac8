// replacingOccurrences and trimmingCharacters from Foundation.
import Foundation

let text = "  Hello, World!  \n"
print("[" + text.trimmingCharacters(in: .whitespacesAndNewlines) + "]")
print("[" + text.trimmingCharacters(in: .whitespaces) + "]")
print("a-b-c".replacingOccurrences(of: "-", with: "+"))
print("aaa".replacingOccurrences(of: "aa", with: "b"))
print("Hello".replacingOccurrences(of: "l", with: ""))
print("Swift".contains("if"), "Swift".contains("IF"))
print("Swift".range(of: "if") != nil)
print("x".padding(toLength: 4, withPad: ".", startingAt: 0) + "|")

