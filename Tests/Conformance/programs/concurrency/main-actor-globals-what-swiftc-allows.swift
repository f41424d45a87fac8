// Top-level variables are the main actor's: code on the main actor (the top level, its closures and local
// functions, @MainActor functions and types, types conforming to a @MainActor protocol) uses them, as
// does any code for a nonisolated(unsafe) variable or a Sendable constant.
var total = 0
nonisolated(unsafe) var hits = 0
let limit = 3
final class Config: Sendable { let name = "cfg" }
let config = Config()
@MainActor func addMain(_ n: Int) { total += n }
@MainActor struct Panel { func show() { print("panel", total) } }
@MainActor protocol Screen {}
struct Home: Screen { func show() { print("home", total) } }
struct Tally { static func bump() { hits += 1 } }
func plain() -> Int { hits += 1; return limit + hits }
let double = { total * 2 }
do {
  func local() { total += 10 }
  local()
}
addMain(5)
Panel().show()
Home().show()
Tally.bump()
print(plain(), double(), config.name)
for i in 1...limit { total += i }
print([1, 2].map { $0 + total })
Task { @MainActor in print("task", total) }
print("end", total)
