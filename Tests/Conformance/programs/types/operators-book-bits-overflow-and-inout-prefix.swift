let initialBits: UInt8 = 0b00001111
let invertedBits = ~initialBits
print(invertedBits, String(invertedBits, radix: 2))
let firstSixBits: UInt8 = 0b11111100, lastSixBits: UInt8 = 0b00111111
print(firstSixBits & lastSixBits, firstSixBits | lastSixBits, firstSixBits ^ lastSixBits)
let shiftBits: UInt8 = 4
print(shiftBits << 1, shiftBits << 2, shiftBits << 5, shiftBits << 6, shiftBits >> 2)
let pink: UInt32 = 0xCC6699
let redComponent = (pink & 0xFF0000) >> 16, greenComponent = (pink & 0x00FF00) >> 8, blueComponent = pink & 0x0000FF
print(redComponent, greenComponent, blueComponent)
var unsignedOverflow = UInt8.max
unsignedOverflow = unsignedOverflow &+ 1
print(unsignedOverflow)
unsignedOverflow = unsignedOverflow &- 1
print(unsignedOverflow)
var signedOverflow = Int8.min
signedOverflow = signedOverflow &- 1
print(signedOverflow)
struct Vector2D { var x = 0.0, y = 0.0 }
extension Vector2D {
  static func + (left: Vector2D, right: Vector2D) -> Vector2D { Vector2D(x: left.x + right.x, y: left.y + right.y) }
  static prefix func - (vector: Vector2D) -> Vector2D { Vector2D(x: -vector.x, y: -vector.y) }
  static func += (left: inout Vector2D, right: Vector2D) { left = left + right }
}
extension Vector2D: Equatable {}
let vector = Vector2D(x: 3.0, y: 1.0), anotherVector = Vector2D(x: 2.0, y: 4.0)
let combinedVector = vector + anotherVector
print(combinedVector, -combinedVector)
var original = Vector2D(x: 1.0, y: 2.0)
original += Vector2D(x: 3.0, y: 4.0)
print(original, original == Vector2D(x: 4.0, y: 6.0), original != vector)
prefix operator +++
extension Vector2D { static prefix func +++ (vector: inout Vector2D) -> Vector2D { vector += vector; return vector } }
var toBeDoubled = Vector2D(x: 1.0, y: 4.0)
let afterDoubling = +++toBeDoubled
print(toBeDoubled, afterDoubling)
infix operator +-: AdditionPrecedence
extension Vector2D { static func +- (left: Vector2D, right: Vector2D) -> Vector2D { Vector2D(x: left.x + right.x, y: left.y - right.y) } }
print(Vector2D(x: 1.0, y: 2.0) +- Vector2D(x: 3.0, y: 4.0))
print(2 + 3 % 4 * 5, (2 + 3) % 4 * 5, 1 << 3 + 1, -8 >> 1, 7 & 3 == 3)
