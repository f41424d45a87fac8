// IEEE comparisons with NaN; max and min keep the standard library's argument order.
let nan = Double.nan
print(nan <= 1, nan >= 1, 1 <= nan, 1.0 >= 1.0, -0.0 <= 0.0)
print(max(nan, 2.0), max(2.0, nan), min(nan, 2.0), min(2.0, nan))
print(max(1.5, 2.5, 0.5), min(3.0, -1.0, 2.0))
let f: Float = .nan
print(f >= 0, Float(1) <= 2)
print((-2.5).sign, (0.0).sign, Float(-1).sign, 1.0.nextDown < 1.0, Double.ulpOfOne == 1.0.ulp)
