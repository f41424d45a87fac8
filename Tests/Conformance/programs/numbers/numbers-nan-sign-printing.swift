// A NaN prints its sign and whether it signals; its description says plain nan.
let x = -Double.nan
print(x, "\(x)", [x], Optional(x) as Any)
print(x.description, String(describing: x), x.debugDescription, x.sign, x.isNaN)
var y = Double.nan
y.negate()
print(y, y == y, y.isSignalingNaN)
print(-Float.nan, Float.nan, [-Float.nan], (-Float.nan).description)
print(Double.signalingNaN, -Double.signalingNaN, Double.signalingNaN.description, Double.signalingNaN.isSignalingNaN)
print(-Double.infinity, (0.0 / 0.0).isNaN, Double.nan.sign)
