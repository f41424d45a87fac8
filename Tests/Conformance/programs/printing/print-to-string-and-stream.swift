// print and debugPrint write into a String or a TextOutputStream of the program, in the
// pieces Swift writes: an empty string first when there are items, then the items and the
// separators, then the terminator.
struct Pieces: TextOutputStream {
  var parts: [String] = []
  mutating func write(_ string: String) { parts.append(string) }
}
final class Upper: TextOutputStream {
  var text = ""
  func write(_ string: String) { text += string.uppercased() }
}
var pieces = Pieces()
print(1, to: &pieces)
print("a", 2.5, [1], separator: "--", terminator: "!", to: &pieces)
debugPrint("q", 3, to: &pieces)
print(to: &pieces)
print(pieces.parts)
var report = "Report:"
print(" total", 42, to: &report)
print(Optional(1) as Any, terminator: "", to: &report)
print(report.debugDescription)
let upper = Upper()
var stream = upper
print("mixed Case", to: &stream)
print(upper.text, terminator: "")
struct Box { var out = "" }
var box = Box()
print("in", "box", separator: "_", to: &box.out)
var lines = ["", ""]
debugPrint("x", to: &lines[1])
print(box.out, lines, terminator: "|\n")
func log(_ message: String, into buffer: inout String) { print("log:", message, to: &buffer) }
var buffer = ""
log("one", into: &buffer)
log("two", into: &buffer)
print(buffer, terminator: "")
