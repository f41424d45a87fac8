// An implicitly unwrapped optional returned where the result is not optional is unwrapped there.
func explicitReturn() -> Int {
  let cached: Int! = 5
  return cached
}
struct Box {
  var label: String! = "box"
  var count: Int! = 2
  func name() -> String { label }
  func stored() -> Int { return count }
}
print(explicitReturn(), Box().name(), Box().stored())
print(explicitReturn() + Box().stored())
