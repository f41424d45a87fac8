// Optional types written with ? print as Optional<…>; Optional<T>.none is nil.
struct Tag {}
print(Int?.self, String?.self)
print(Tag?.self, [Double?].self)
print(String(reflecting: Tag?.self))
let nothing = Optional<String>.none
print(nothing as Any, nothing == nil)
let alsoNothing: Int? = Int?.none
print(alsoNothing ?? -1)
let boxes: [Any] = [Int?.none as Any, Optional(2) as Any, Bool?.self]
for box in boxes { print(box) }
print(type(of: Optional(Tag())))
