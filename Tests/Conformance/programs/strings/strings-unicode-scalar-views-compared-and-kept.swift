// A string's Unicode scalars: compared with one-scalar literals, ordered, kept by filter,
// and named as type(of:) names them.
let word = "héllo"
let scalars = word.unicodeScalars
print(scalars.contains("h"), scalars.contains("z"), scalars.first! == "h")
print(scalars.firstIndex(of: "l") != nil, scalars.filter { $0 == "l" }.count)
print(scalars.min()!, scalars.max()!, scalars.sorted())

let list = Array("abc".unicodeScalars)
print(list.contains("b"), list.firstIndex(of: "c") as Any, list.filter { $0 != "a" })
let set = Set("abc".unicodeScalars)
print(set.contains("a"), set.contains("q"))

let letters = "a1b2".unicodeScalars.filter { $0.properties.isAlphabetic }
print(letters, letters.count, String(letters))
print("A-Z".unicodeScalars.filter(\.isASCII))

let x: Unicode.Scalar = "h"
let y: UnicodeScalar = "i"
print(x, y, x.value, x < y, x == "h")
print(Unicode.Scalar(65) as Any, Unicode.Scalar(UInt8(66)))

print(type(of: scalars), type(of: list), type(of: set))
print(type(of: scalars.first), type(of: scalars.map { $0 }))
print(type(of: scalars.filter { $0.isASCII }))
print([Unicode.Scalar].self, String.Index.self, [String.Index].self)
