// The ReportingOverflow methods return the wrapped value and a flag.
let r1 = Int8.max.addingReportingOverflow(1)
print(r1)
print(r1.partialValue, r1.overflow)
let r2 = UInt8(10).subtractingReportingOverflow(20)
print(r2.partialValue, r2.overflow)
let r3 = Int16(300).multipliedReportingOverflow(by: 300)
print(r3)
let minusOne = Int("-1")!
let zero = Int("0")!
let r4 = Int.min.dividedReportingOverflow(by: minusOne)
print(r4.partialValue == Int.min, r4.overflow)
let r5 = 10.dividedReportingOverflow(by: zero)
print(r5)
print(Int8(5).addingReportingOverflow(3))

