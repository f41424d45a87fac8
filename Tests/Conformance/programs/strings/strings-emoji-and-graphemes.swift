// Extended grapheme clusters count as one Character.
let flags = "🇯🇵🇰🇷"
print(flags.count, flags.unicodeScalars.count)
let family = "👨‍👩‍👧‍👦"
print(family.count, family.unicodeScalars.count, family.utf8.count)
let skin = "👍🏽"
print(skin.count, skin.unicodeScalars.count)
print(Array("a🇫🇷b").map { String($0) })
var s = "cafe"
s += "\u{301}"
print(s, s.count)
