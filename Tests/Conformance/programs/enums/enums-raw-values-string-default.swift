// String raw values default to the case's name.
enum Direction: String {
    case north
    case south = "S"
    case eastWest
}

print(Direction.north.rawValue)
print(Direction.south.rawValue)
print(Direction.eastWest.rawValue)
print(Direction(rawValue: "S") ?? .north)
print(Direction(rawValue: "south") as Any)
print(Direction(rawValue: "eastWest").map { "\($0)" } ?? "none")
print("\(Direction.south)", Direction.south.rawValue)

