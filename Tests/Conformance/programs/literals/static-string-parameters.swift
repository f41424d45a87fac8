// StaticString parameters with #fileID and #function defaults, and its own members.
func log(_ message: String, file: StaticString = #fileID, function: StaticString = #function, line: UInt = #line) {
  print("[\(file):\(line)] \(function): \(message)")
}
struct Worker {
  func run() { log("running") }
  init() { log("made") }
}
Worker().run()
let s: StaticString = "hello"
print(s, s.description, s.utf8CodeUnitCount, s.isASCII, s.hasPointerRepresentation)
debugPrint(s)
print([s], String(describing: s), "\(s)!", type(of: s))
print(s.debugDescription)
let t: StaticString = "é"
print(t.utf8CodeUnitCount, t.isASCII)
func where_(_ f: StaticString = #file, _ l: Int = #line) -> String { "\(f)@\(l)" }
print(where_())
let u = StaticString("x")
print(u)
