// print's arguments are Any: an optional chain ending in a member of a non-optional type
// is then an Any?, and a literal default keeps its own type (0, not 0.0); elsewhere the
// default takes the optional's type.
struct Item {
    let price: Double
    var discount: Double?
    func total() -> Double { price * 2 }
    func rebate() -> Double? { nil }
}
let missing: Item? = nil
print(missing?.price ?? 0)
print((missing?.price) ?? 0)
print(missing?.discount ?? 0)
print(missing?.total() ?? 0, missing?.rebate() ?? 0)
print(missing?.price.rounded() ?? 0)
print(missing?.price ?? 0.5)
let cart: [Item] = []
print(cart.first?.price ?? 0, cart.last?.discount ?? 1)
let prices: [Double] = []
print(prices.first ?? 0, prices.max() ?? 0)
let optionalPrice: Double? = nil
print(optionalPrice ?? 0)
let kept = missing?.price ?? 0
print(kept, "\(missing?.price ?? 0)")
let present: Item? = Item(price: 3)
print(present?.price ?? 0, present?.total() ?? 0)
