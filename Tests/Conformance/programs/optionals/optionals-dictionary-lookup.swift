// Dictionary lookups return optionals.
let capitals = ["France": "Paris"]
let found = capitals["France"]
let missing = capitals["Spain"]
print(found as Any)
print(missing as Any)
print(capitals["France", default: "?"])
print(capitals["Spain", default: "?"])
if let city = capitals["France"] {
    print("capital:", city)
}
var counts: [Character: Int] = [:]
for ch in "banana" { counts[ch, default: 0] += 1 }
print(counts["a"]!, counts["n"]!, counts["z"] as Any)

