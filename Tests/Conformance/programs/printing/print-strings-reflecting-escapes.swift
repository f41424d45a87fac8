// String(reflecting:) escapes quotes, backslashes, newlines and tabs.
let plain = "hello"
let quoted = "say \"hi\""
let lines = "one\ntwo"
let tab = "a\tb"
let slash = "back\\slash"

print(String(reflecting: plain))
print(String(reflecting: quoted))
print(String(reflecting: lines))
print(String(reflecting: tab))
print(String(reflecting: slash))
print([quoted, lines])
print(String(reflecting: "é"))
print(String(reflecting: "\u{0}"))
print(String(reflecting: "\r"))

