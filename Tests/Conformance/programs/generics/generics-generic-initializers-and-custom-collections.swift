// An initializer with generic parameters of its own ('init<T: Numeric>'), and a Collection of
// the program that writes only its indices and subscript, walked by the standard iterator.
struct Playlist: Collection {
    private var songs: [String]
    init(_ songs: [String]) { self.songs = songs }
    var startIndex: Int { songs.startIndex }
    var endIndex: Int { songs.endIndex }
    func index(after i: Int) -> Int { songs.index(after: i) }
    subscript(position: Int) -> String { songs[position] }
}
let list = Playlist(["Intro", "Verse", "Chorus", "Outro"])
for song in list { print("Playing", song) }
print(list.count, list.isEmpty, list[2], list.first ?? "none", Array(list))
print(list.map { $0.uppercased() }, list.filter { $0.count > 5 }, list.contains("Verse"))
print(list.firstIndex(of: "Chorus")!, list.sorted())
for (i, s) in list.enumerated() { print(i, s) }
print(list.reduce("") { $0 + $1.prefix(1) }, list.min()!, list.joined(separator: " > "))
struct Countdown: Sequence, IteratorProtocol { var n: Int; mutating func next() -> Int? { if n == 0 { return nil }; defer { n -= 1 }; return n } }
print(Array(Countdown(n: 3)), Countdown(n: 4).map { $0 * 2 })
struct Box<T> { let value: T
    init<S: CustomStringConvertible>(describing s: S) where T == String { value = s.description }
    init(_ v: T) { value = v } }
print(Box(5).value, Box<String>(describing: 42).value)
struct Celsius { var degrees: Double
    init<N: BinaryInteger>(_ n: N) { degrees = Double(n) }
    init(_ d: Double) { degrees = d } }
print(Celsius(20).degrees, Celsius(21.5).degrees, Celsius(UInt8(3)).degrees)
