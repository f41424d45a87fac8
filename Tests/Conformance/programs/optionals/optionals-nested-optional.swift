// Optionals of optionals: .some(nil) versus nil.
let inner: Int? = nil
let outerSome: Int?? = .some(inner)
let outerNone: Int?? = nil
let full: Int?? = 4

print(outerSome as Any)
print(outerNone as Any)
print(full as Any)
print(outerSome == nil, outerNone == nil)
if case .some(.none) = outerSome {
    print("some(none)")
}
let dict: [String: Int?] = ["a": nil, "b": 2]
print(dict["a"] as Any)
print(dict["c"] as Any)
print(dict["b"] as Any)

