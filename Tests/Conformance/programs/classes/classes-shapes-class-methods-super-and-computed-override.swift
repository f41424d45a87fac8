class Shape {
  var name: String
  nonisolated(unsafe) static var created = 0
  init(name: String) { self.name = name; Shape.created += 1 }
  func area() -> Double { 0 }
  func describe() -> String { "\(name): area \(area())" }
  class func kind() -> String { "shape" }
  static func make() -> Shape { Shape(name: "generic") }
}
class Circle: Shape {
  var r: Double
  init(r: Double) { self.r = r; super.init(name: "circle") }
  override func area() -> Double { Double.pi * r * r }
  override class func kind() -> String { "round " + super.kind() }
}
final class Square: Shape {
  let side: Double
  init(side: Double) { self.side = side; super.init(name: "square") }
  override func area() -> Double { side * side }
  override var name: String { get { "SQUARE" } set { } }
}
let list: [Shape] = [Circle(r: 1), Square(side: 2), Shape.make()]
for s in list { print(s.describe()) }
print(Shape.created, Circle.kind(), Square.kind())
for s in list {
  if let c = s as? Circle { print("circle r", c.r) }
  else if s is Square { print("a square") }
  else { print("plain", type(of: s)) }
}
print(list.map { String(describing: type(of: $0)) })
print(list.filter { $0 is Circle }.count, list.compactMap { $0 as? Square }.map(\.side))
let any: [Any] = [1, "two", 3.0, Circle(r: 2), [1, 2], (1, 2)]
for x in any {
  switch x {
  case let i as Int: print("int", i)
  case let s as String: print("string", s)
  case let d as Double: print("double", d)
  case let c as Shape: print("shape", c.name)
  case let a as [Int]: print("array", a.count)
  default: print("something else", type(of: x))
  }
}
