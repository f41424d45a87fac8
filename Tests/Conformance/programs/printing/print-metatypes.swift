// Types printed with print, String(describing:) and String(reflecting:).
struct Box {}
class Shelf {}
enum Kind { case a }

print(Int.self)
print(String.self, Double.self, Bool.self)
print(Box.self)
print(String(reflecting: Box.self))
print(Shelf.self, Kind.self)
print([Int].self)
print([String: Int].self)
print(Int?.self)
print(type(of: 3.0))
print(type(of: [1: "a"]))
print(type(of: (1, "a")))
print(type(of: Box()))

