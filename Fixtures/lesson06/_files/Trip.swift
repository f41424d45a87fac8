import Foundation

struct Trip: Identifiable {
    let id: Int
    let name: String

    static let samples = [
        Trip(id: 1, name: "Lisbon"),
        Trip(id: 2, name: "Kyoto"),
        Trip(id: 3, name: "Oaxaca")
    ]
}
