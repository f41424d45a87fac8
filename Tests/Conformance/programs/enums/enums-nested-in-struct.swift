// An enum nested in a struct, printed and reflected.
struct Order {
    enum Status: String {
        case open, shipped, delivered
    }
    var id: Int
    var status: Status
}

var order = Order(id: 7, status: .open)
print(order)
order.status = .shipped
print(order.status, order.status.rawValue)
print(String(reflecting: order.status))
print(String(reflecting: Order.Status.self))
print(Order.Status(rawValue: "delivered")!)

