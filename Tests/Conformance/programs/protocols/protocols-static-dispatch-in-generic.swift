// Inside a generic function the extension method is chosen from the constraint, not the type.
protocol Describable {
    var title: String { get }
}
extension Describable {
    var title: String { "untitled" }
    var subtitle: String { "(\(title))" }
}
struct Book: Describable {
    var title: String { "A Book" }
    var subtitle: String { "a real subtitle" }
}

func subtitles<T: Describable>(_ items: [T]) -> [String] { items.map(\.subtitle) }
let book = Book()
print(book.subtitle)
print(subtitles([book]))
print((book as any Describable).subtitle)
print((book as any Describable).title)

