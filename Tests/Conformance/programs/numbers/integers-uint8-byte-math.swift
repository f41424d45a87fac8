// Byte arithmetic with UInt8 values kept in range.
let bytes: [UInt8] = [0x48, 0x69, 0x21]
print(bytes)
print(String(decoding: bytes, as: UTF8.self))
var checksum: UInt8 = 0
for b in bytes {
    checksum = checksum &+ b
}
print(checksum)
let sum = bytes.reduce(0) { $0 + Int($1) }
print(sum, sum % 256)
print(bytes.map { String($0, radix: 16) })
print(Array("AZ".utf8))

