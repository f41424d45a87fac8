// components(separatedBy:) from Foundation keeps empty pieces.
import Foundation

let line = "key=value=more"
print(line.components(separatedBy: "="))
print("a, b, c".components(separatedBy: ", "))
print(",x,".components(separatedBy: ","))
print("no separator".components(separatedBy: "|"))
print("1 2\n3".components(separatedBy: .whitespacesAndNewlines))

