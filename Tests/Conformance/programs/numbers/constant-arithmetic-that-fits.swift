// Integer arithmetic on constants that fits is folded by swiftc and prints; the same kind of
// operation on variables that overflows traps at run time with the standard library's words.
let small = Int8(100) + 27
print(small, UInt8.max / 2, -Int8.max, Int8(127) &+ 1 + 100)
print(Int.min / 2 % 7, Int16.max - 1, UInt8(200) &* 2)
let parts: [Int8] = [-128, -1]
print(parts[0] &+ parts[1])
print(parts[0].dividedReportingOverflow(by: parts[1]))
print(parts[0].remainderReportingOverflow(dividingBy: parts[1]))
print(parts[0] / parts[1])
