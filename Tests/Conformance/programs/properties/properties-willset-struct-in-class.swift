// Observers on a class's struct property run when a field changes through the class.
struct Position {
    var row = 0, column = 0
}
final class Cursor {
    var position = Position() {
        didSet { print("position", position.row, position.column) }
    }
}

let cursor = Cursor()
cursor.position.row = 2
cursor.position.column += 3
cursor.position = Position(row: 9, column: 9)
print(cursor.position)
