// A protocol that inherits a standard one (Identifiable, CustomStringConvertible,
// RawRepresentable) reaches its requirements on self in its extension.
protocol Entity: Identifiable, CustomStringConvertible where ID == Int {
    var name: String { get }
}
extension Entity {
    var description: String { "#\(id) \(name)" }
    var shout: String { description.uppercased() }
    func isSame(as other: Self) -> Bool { id == other.id }
}
struct User: Entity { let id: Int; let name: String }
struct Team: Entity { let id: Int; let name: String; var members: [User] = [] }
let ann = User(id: 1, name: "ann")
var team = Team(id: 7, name: "core")
team.members.append(ann)
print(ann, team, team.members, ann.shout)
print(ann.isSame(as: User(id: 1, name: "other")), ann.isSame(as: User(id: 2, name: "ann")))
func find<E: Identifiable>(_ id: E.ID, in xs: [E]) -> E? { xs.first { $0.id == id } }
print(find(1, in: team.members) as Any, find(2, in: team.members) as Any)

protocol Coded: RawRepresentable where RawValue == String {}
extension Coded { var code: String { "<" + rawValue + ">" } }
enum Color: String, Coded { case red, green }
print(Color.red.code, Color.green.code)
