// Division and remainder that report overflow instead of trapping; scalar memory layouts.
let values: [Int16] = [Int16.min, -7, 0, 9]
for v in values {
    let d = v.dividedReportingOverflow(by: -1)
    let r = v.remainderReportingOverflow(dividingBy: 4)
    print(v, d.partialValue, d.overflow, r.partialValue, r.overflow)
}
let zero = Int("0")!
let byZero = UInt8(200).dividedReportingOverflow(by: UInt8(zero))
let remZero = 17.remainderReportingOverflow(dividingBy: zero)
print(byZero, remZero)
let minusOne = Int8(zero - 1)
print(Int8.min.remainderReportingOverflow(dividingBy: minusOne))
print(UInt32.bitWidth, Int64.bitWidth, UInt.isSigned, Int16.isSigned)
print(MemoryLayout<UInt8>.size, MemoryLayout<Int32>.stride, MemoryLayout<Float>.alignment)
print(MemoryLayout<Int>.size, MemoryLayout<Bool>.stride, MemoryLayout<UInt16>.alignment)
let utf8: [UInt8] = [0x63, 0x61, 0x66, 0xC3, 0xA9, 0x21]
let text = String(decoding: utf8, as: UTF8.self)
print(text, text.count, text.utf8.count)
print(String(decoding: [0x6F, 0xFF, 0x6B] as [UInt8], as: UTF8.self).unicodeScalars.map { $0.value })
