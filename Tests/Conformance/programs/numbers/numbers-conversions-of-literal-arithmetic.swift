import Foundation
print(Double(7 / 2), Int(7 / 2), Float(1 / 3), Double(1 + 2), Int(1 / 3 * 3), CGFloat(1 / 3))
print(Int(3.9), Float(2.5), Int8(100), UInt8(200), Float(1) / 3, Int(Float(2.7)), UInt(7))
let i8: Int8 = 5
print(Int(i8), Float(i8), Double(i8), Int16(i8) * 100, UInt(-1 + 1))
print(Int(1.5 * 2), Float(10 / 4), Float(10.0 / 4))
