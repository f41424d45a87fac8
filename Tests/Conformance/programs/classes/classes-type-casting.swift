// as?, as! and is with class hierarchies.
class Media {
    let title: String
    init(title: String) { self.title = title }
}
final class Movie: Media {
    let director: String
    init(title: String, director: String) {
        self.director = director
        super.init(title: title)
    }
}
final class Song: Media {
    let artist: String
    init(title: String, artist: String) {
        self.artist = artist
        super.init(title: title)
    }
}

let library: [Media] = [
    Movie(title: "Heat", director: "Mann"),
    Song(title: "Blue", artist: "Joni"),
    Movie(title: "Up", director: "Docter"),
]
var movies = 0, songs = 0
for item in library {
    if let m = item as? Movie {
        movies += 1
        print("movie", m.title, m.director)
    } else if let s = item as? Song {
        songs += 1
        print("song", s.title, s.artist)
    }
}
print(movies, songs)
print((library[1] as! Song).artist)
print(library.filter { $0 is Movie }.map(\.title))

