// #if around postfix members: nested, #elseif, an empty #else and members after #endif.
struct Builder {
  var parts: [String] = []
  func add(_ s: String) -> Builder { var c = self; c.parts.append(s); return c }
  func apply(_ f: (String) -> String) -> Builder { Builder(parts: parts.map(f)) }
}
let b = Builder()
  .add("a")
  #if DEBUG
  .add("debug")
    #if os(macOS)
    .add("mac")
    #else
    .add("notmac")
    #endif
  #elseif os(Linux)
  .add("linux")
  #else
  .add("other")
  #endif
  .add("z")
print(b.parts)
let c = Builder()
  #if RELEASE
  .add("release")
  #endif
  .add("end")
print(c.parts)
let d = [5, 3, 9]
  #if DEBUG
  .map { $0 * 2 }
  .filter { $0 > 6 }
  #endif
print(d)
let e = Builder().add("x")
  #if !DEBUG
  .add("y")
  #else
  #endif
  .apply { $0.uppercased() }
print(e.parts, e.parts.count)
print([1, 2, 3]
  #if DEBUG
  .reversed()
  #endif
  .first!)
