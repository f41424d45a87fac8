// Converting NaN to Int traps.
let values: [Double] = [1.5, 0]
let ratio = values[1] / values[1]
print(ratio.isNaN)
print(Int(values[0]))
print(Int(ratio))

