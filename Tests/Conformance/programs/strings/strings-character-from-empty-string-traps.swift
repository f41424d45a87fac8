// Character(_:) of a string made at run time: one character is fine, none traps.
let pieces = "a,,b".split(separator: ",", omittingEmptySubsequences: false).map(String.init)
print(pieces)
print(Character(pieces[0]), Character(pieces[2]))
print(Character(pieces[1]))
print("not reached")
