// dump writes a structured tree of a value.
struct Item {
    var name: String
    var tags: [String]
    var count: Int?
}

let item = Item(name: "pen", tags: ["blue"], count: 3)
dump(item)
dump([1, 2])
dump("text")
dump(Optional(5))
enum Mode { case on(Int) }
dump(Mode.on(2))

