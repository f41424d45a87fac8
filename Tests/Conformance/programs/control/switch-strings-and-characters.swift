// Switching on strings and characters.
func kind(of c: Character) -> String {
    switch c {
    case "a", "e", "i", "o", "u": return "vowel"
    case "0"..."9": return "digit"
    case " ": return "space"
    default: return c.isLetter ? "consonant" : "symbol"
    }
}

print("hi 2!".map(kind))
for command in ["start", "STOP", "pause", ""] {
    switch command.lowercased() {
    case "start": print("starting")
    case "stop": print("stopping")
    case "": print("empty command")
    default: print("unknown:", command)
    }
}

