// Double's shortest round-tripping description.
let values: [Double] = [1, 0.1, 0.5, 100, 1.0 / 3.0, 2.0 / 3.0, 1e15, 1e16, 1e-4, 1e-5, 123456789.125]
for v in values {
    print(v)
}
print(0.1 + 0.2)
print(-0.0)
print(Double.infinity, -Double.infinity)
print(Double.nan)
print(values.prefix(3))
print(Double.pi)
print(Double.greatestFiniteMagnitude)
print(Double.leastNonzeroMagnitude)

