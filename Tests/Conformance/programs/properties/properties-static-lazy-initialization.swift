// A static stored property is initialized on first use.
func makeTable() -> [Int] {
    print("making table")
    return [1, 4, 9]
}
enum Tables {
    static let squares = makeTable()
}

print("start")
print(Tables.squares)
print(Tables.squares.count)

