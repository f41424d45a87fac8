// Character raw values, and failable init from a raw value.
enum Mark: Character {
    case cross = "X"
    case nought = "O"
    case empty = "."
}

let row: [Character] = ["X", ".", "O", "?"]
for c in row {
    if let mark = Mark(rawValue: c) {
        print(c, "is", mark)
    } else {
        print(c, "is not a mark")
    }
}
print(Mark.cross.rawValue, type(of: Mark.cross.rawValue))
let board = [Mark.cross, .nought, .empty].map { String($0.rawValue) }.joined()
print(board)

