let x = 0.5
print(x < .pi, x == .zero, .pi > x, x + .pi > 3, abs(x - 0.5) < .ulpOfOne, x <= .infinity)
let i = 3
print(i < .max, i != .zero)
