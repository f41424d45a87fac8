// Mutating an array property in place calls its observers once per mutation.
struct Playlist {
    var songs: [String] = [] {
        didSet { print("songs: \(oldValue.count) -> \(songs.count)") }
    }
}

var list = Playlist()
list.songs.append("a")
list.songs.append(contentsOf: ["b", "c"])
list.songs[0] = "A"
list.songs.removeFirst()
list.songs.sort()
print(list.songs)

