// Equatable and Hashable are synthesized from stored properties.
struct Coordinate: Hashable {
    var lat: Int
    var lon: Int
}

let a = Coordinate(lat: 1, lon: 2)
let b = Coordinate(lat: 1, lon: 2)
let c = Coordinate(lat: 2, lon: 1)
print(a == b, a == c)
let set: Set = [a, b, c]
print(set.count)
var visits: [Coordinate: Int] = [:]
visits[a, default: 0] += 1
visits[b, default: 0] += 1
visits[c, default: 0] += 1
print(visits[a]!, visits[c]!)
print(set.contains(Coordinate(lat: 2, lon: 1)))

