// String(decoding:as:) of a literal array: its numbers are UTF-8 code units (UInt8), ill-formed
// ones replaced.
print(String(decoding: [72, 105], as: UTF8.self))
let bytes: [UInt8] = [0x48, 0xC3, 0xA9]
print(String(decoding: bytes, as: UTF8.self), String(decoding: [0xFF, 0x41], as: UTF8.self))
