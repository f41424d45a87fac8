// An array is Describable only when its elements are.
protocol Describable {
    var text: String { get }
}
extension Int: Describable {
    var text: String { "#\(self)" }
}
extension Array: Describable where Element: Describable {
    var text: String { "[" + map(\.text).joined(separator: " ") + "]" }
}
extension Optional: Describable where Wrapped: Describable {
    var text: String { self?.text ?? "none" }
}

print(5.text)
print([1, 2].text)
print([[3], [4, 5]].text)
let maybe: Int? = nil
print(maybe.text, Optional(9).text)

