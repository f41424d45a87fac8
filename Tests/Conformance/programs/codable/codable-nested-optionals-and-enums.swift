// Codable with nested structs, optional members, enums with raw values and arrays of them.
import Foundation

enum Level: String, Codable { case low, medium, high }
enum Rank: Int, Codable { case first = 1, second, third }
struct Address: Codable { var city: String; var zip: String? }
struct Member: Codable {
    var name: String
    var level: Level
    var ranks: [Rank]
    var address: Address?
    var nicknames: [String]?
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let team = [
    Member(name: "Ana", level: .high, ranks: [.first, .third], address: Address(city: "Oslo", zip: nil), nicknames: nil),
    Member(name: "Bo", level: .low, ranks: [], address: nil, nicknames: ["b", "bb"]),
]
let data = try! encoder.encode(team)
print(String(decoding: data, as: UTF8.self))
let back = try! JSONDecoder().decode([Member].self, from: data)
print(back[0].address?.city ?? "-", back[0].address?.zip ?? "no zip", back[1].address == nil)
print(back.map(\.level), back.map { $0.ranks.map(\.rawValue) })
print(back[1].nicknames ?? [], back[0].nicknames as Any)

let text = #"{"name": "Cy", "level": "medium", "ranks": [2], "address": {"city": "Rome", "zip": "00100"}}"#
let cy = try! JSONDecoder().decode(Member.self, from: Data(text.utf8))
print(cy.name, cy.level, cy.ranks, cy.address!.zip!, cy.nicknames == nil)
for bad in [#"{"name": "D", "level": "extreme", "ranks": []}"#, #"{"name": "E", "level": "low", "ranks": [7]}"#] {
    do {
        _ = try JSONDecoder().decode(Member.self, from: Data(bad.utf8))
    } catch {
        print(error)
    }
}
