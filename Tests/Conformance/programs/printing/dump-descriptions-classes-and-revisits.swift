class Base { var id = 1 }
class Child: Base { var name = "c" }
final class Desc: CustomStringConvertible { var x = 2; var description: String { "Desc(\(x))" } }
struct Dbg: CustomDebugStringConvertible, CustomStringConvertible { var a = 1; var description: String { "d" }; var debugDescription: String { "dbg" } }
enum Suit: CustomStringConvertible { case hearts, spades(Int); var description: String { "suit" } }
struct Holder { var o: Base; var p: Base }
let b = Base()
dump(Child())
dump(Desc())
dump(Dbg())
dump(Suit.spades(2))
dump(Suit.hearts)
dump(Holder(o: b, p: b))
dump([b, b])
dump(Optional(Dbg()))
dump(Optional(3))
struct Wrap { var d: Desc? = Desc(); var s: Dbg = Dbg() }
dump(Wrap())
let x = dump(5)
print(x)
