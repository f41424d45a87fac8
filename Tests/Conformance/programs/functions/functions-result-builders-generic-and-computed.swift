// Result builders with buildExpression, optionals, either, arrays, a generic builder on a parameter and a computed property.
@resultBuilder
struct HTMLBuilder {
    static func buildBlock(_ parts: String...) -> String { parts.joined(separator: "\n") }
    static func buildOptional(_ part: String?) -> String { part ?? "<!-- none -->" }
    static func buildEither(first: String) -> String { first }
    static func buildEither(second: String) -> String { second }
    static func buildArray(_ parts: [String]) -> String { parts.joined(separator: "") }
    static func buildExpression(_ e: String) -> String { e }
    static func buildExpression(_ n: Int) -> String { "<num>\(n)</num>" }
}
func html(@HTMLBuilder _ content: () -> String) -> String { "<html>\n" + content() + "\n</html>" }
let loggedIn = true
let items = ["a", "b"]
print(html {
    "<h1>Title</h1>"
    42
    if loggedIn { "<p>Welcome</p>" }
    if !loggedIn { "<p>hidden</p>" }
    if items.isEmpty { "<p>empty</p>" } else { "<ul>" }
    for item in items { "<li>\(item)</li>" }
})
@resultBuilder
enum ArrayBuilder<T> {
    static func buildBlock(_ parts: [T]...) -> [T] { parts.flatMap { $0 } }
    static func buildExpression(_ e: T) -> [T] { [e] }
    static func buildOptional(_ p: [T]?) -> [T] { p ?? [] }
    static func buildEither(first: [T]) -> [T] { first }
    static func buildEither(second: [T]) -> [T] { second }
    static func buildArray(_ p: [[T]]) -> [T] { p.flatMap { $0 } }
    static func buildFinalResult(_ c: [T]) -> [T] { c }
}
func numbers(@ArrayBuilder<Int> _ make: () -> [Int]) -> [Int] { make() }
let flag = false
print(numbers {
    1
    2
    if flag { 3 }
    for i in 4...6 where i != 5 { i * 10 }
    switch items.count { case 2: 99; default: 0 }
})
struct Menu {
    @ArrayBuilder<String> var entries: [String] {
        "Home"
        if flag { "Admin" } else { "Guest" }
    }
}
print(Menu().entries)
