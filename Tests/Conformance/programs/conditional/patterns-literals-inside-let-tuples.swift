// In `case let (…)`, names bind and literals are matched: `nil`, `0`, `-1`, `true`, "key".
let x: Int? = 3, y: Int? = nil
switch (x, y) {
case let (a?, b?): print(a, b)
case let (a?, nil): print("only x", a)
default: print("none")
}
for pair in [(1, 0), (2, -1), (3, 5)] {
    switch pair {
    case let (x, 0): print("zero", x)
    case let (x, -1): print("minus one", x)
    case let (x, y): print(x, y)
    }
}
let flags = [(true, "a"), (false, "b"), (true, "c")]
for case let (true, name) in flags { print("on", name) }
switch ("key", 2) {
case let ("key", n): print("key", n)
default: break
}
switch (1.5, "x") {
case let (1.5, s): print("one and a half", s)
default: print("other")
}
