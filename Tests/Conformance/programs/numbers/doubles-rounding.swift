// Rounding rules for Double.
let values = [2.5, 3.5, -2.5, 2.4999, -0.5]
for v in values {
    print(v, v.rounded(), v.rounded(.down), v.rounded(.up), v.rounded(.towardZero), v.rounded(.toNearestOrEven))
}
var x = 7.8
x.round()
print(x)
print((2.675 * 100).rounded() / 100)

