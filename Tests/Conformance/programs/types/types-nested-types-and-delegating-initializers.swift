// Nested types named from their outer type, and initializers that delegate with self.init.
struct Board {
    enum Mark: Character { case x = "X", o = "O", empty = "." }
    struct Square {
        var row: Int
        var column: Int
        var mark: Mark = .empty
    }
    var squares: [Square] = []
    var current = Mark.x
}
extension Board.Square {
    init(index: Int) { self.init(row: index / 3, column: index % 3) }
}
final class Account {
    enum Level { case basic, gold }
    let owner: String
    var level = Level.basic
    init(owner: String, level: Level) {
        self.owner = owner
        self.level = level
        print("designated", owner)
    }
    convenience init(guest number: Int) {
        self.init(owner: "guest\(number)", level: .basic)
        print("convenience done")
    }
}
struct Temperature {
    var celsius: Double
    init(celsius: Double) { self.celsius = celsius }
    init(fahrenheit: Double) { self.init(celsius: (fahrenheit - 32) * 5 / 9) }
}

var board = Board()
board.squares.append(Board.Square(row: 0, column: 1, mark: .o))
board.squares.append(Board.Square(index: 5))
print(board.squares[0])
print(String(reflecting: board.squares[1]))
print(board.current, Board.Mark.o.rawValue, Board.Square.self)
let guest = Account(guest: 7)
print(guest.owner, guest.level, String(reflecting: Account.Level.gold))
print(Temperature(fahrenheit: 212).celsius, Temperature(celsius: 5))
