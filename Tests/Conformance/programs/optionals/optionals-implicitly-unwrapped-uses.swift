// Implicitly unwrapped optionals unwrap where their wrapped type is needed, and stay optional elsewhere.
struct Profile { var name: String; var tags: [String] }
final class Screen {
    var title: String!
    var profile: Profile!
    var count: Int! = 3
}
let screen = Screen()
screen.title = "Home"
print(screen.title.count, screen.title.uppercased(), screen.title.hasPrefix("Ho"))
let kept = screen.title
print(kept as Any, type(of: kept))
let text: String = screen.title
print(text)
screen.profile = Profile(name: "Ann", tags: ["a"])
print(screen.profile.name, screen.profile.tags.count)
var total: Int = screen.count
total += 1
print(total, screen.count == 3, screen.count as Any)
screen.title = nil
print(screen.title == nil, screen.title as Any)
