// Sendable structs passed into tasks and returned from them.
struct Order: Sendable {
    let id: Int
    let items: [String]
}
func total(_ order: Order) async -> String {
    "order \(order.id): \(order.items.count) items"
}

let orders = [Order(id: 1, items: ["a"]), Order(id: 2, items: ["b", "c"])]
var summaries: [String] = []
for order in orders {
    let task = Task { await total(order) }
    summaries.append(await task.value)
}
print(summaries)
let detached = Task.detached { orders.map(\.id) }
print(await detached.value)
