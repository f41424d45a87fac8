// Throwing an enum error and catching it by case.
enum VendingError: Error {
    case invalidSelection
    case insufficientFunds(coinsNeeded: Int)
    case outOfStock
}

func vend(_ item: String, coins: Int) throws -> String {
    guard item != "gum" else { throw VendingError.outOfStock }
    guard item == "chips" || item == "candy" else { throw VendingError.invalidSelection }
    guard coins >= 3 else { throw VendingError.insufficientFunds(coinsNeeded: 3 - coins) }
    return "here is your \(item)"
}

for (item, coins) in [("chips", 5), ("candy", 1), ("soda", 9), ("gum", 9)] {
    do {
        print(try vend(item, coins: coins))
    } catch VendingError.insufficientFunds(let needed) {
        print("need \(needed) more coins")
    } catch VendingError.invalidSelection {
        print("invalid selection")
    } catch {
        print("other error:", error)
    }
}

