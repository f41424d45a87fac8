// prefix, suffix, dropFirst and dropLast on strings.
let title = "Swift Programming"
print(title.prefix(5))
print(title.suffix(11))
print(title.dropFirst(6))
print(title.dropLast(12))
print(title.prefix(100))
print(title.prefix(0).isEmpty)
print(title.prefix(while: { $0 != " " }))
print(title.hasPrefix("Swift"), title.hasSuffix("ing"), title.hasPrefix("swift"))
print(type(of: title.prefix(3)))

