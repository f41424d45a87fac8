// Swift 5.7's string algorithms, without Foundation: replacing(_:with:maxReplacements:),
// replace(_:with:), trimmingPrefix(_:) and trimmingPrefix(while:).
var text = "banana band"
print(text.replacing("an", with: "AN"), text.replacing("an", with: "", maxReplacements: 2))
print("abc".replacing("", with: "-"), "aaa".replacing("aa", with: "b"), "none".replacing("x", with: "y"))
text.replace("band", with: "split")
print(text)
print(text.trimmingPrefix("ban"), text.trimmingPrefix("x"), text.trimmingPrefix { $0 == "b" || $0 == "a" })
print("cafe\u{301}".replacing("é", with: "E"), "Hello, World".replacing("World", with: "Swift"))
let csv = "  name, age"
print(csv.trimmingPrefix(" "), csv.trimmingPrefix { $0 == " " }.split(separator: ", "))
