// NaN compares unequal to everything; infinity is ordered.
let nan = Double.nan
let inf = Double.infinity
print(nan == nan, nan != nan, nan < 1, nan > 1)
print(nan.isNaN, inf.isInfinite, (1.0).isFinite)
print(inf > 1e308, -inf < -1e308)
print(1.0 / 0.0, -1.0 / 0.0)
print((0.0 / 0.0).isNaN)
print([3.0, nan, 1.0].min() as Any)
print(max(nan, 1.0), min(1.0, nan))
print(Double("inf") as Any, Double("nan")!.isNaN, Double("abc") as Any)

