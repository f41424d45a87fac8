// Every compound assignment operator on Int, the wrapping ones included.
var x = 10
x += 5
print(x)
x -= 3
print(x)
x *= 4
print(x)
x /= 5
print(x)
x %= 4
print(x)
x &+= Int.max
print(x)
x &-= 1
print(x)
x &*= 3
print(x)
var bits = 0b1100
bits &= 0b1010
print(bits)
bits |= 0b0001
print(bits)
bits ^= 0b1111
print(bits)
bits <<= 3
print(bits)
bits >>= 1
print(bits)
var small: UInt8 = 250
small &+= 10
print(small)
