// Error enums with associated values: catch patterns, where clauses, rethrows, Result and typed throws.
enum BankError: Error, Equatable {
    case insufficientFunds(needed: Int)
    case frozen
    case limit(Int)
}

struct Vault {
    var balance: Int
    var isFrozen = false
    mutating func withdraw(_ amount: Int) throws -> Int {
        if isFrozen { throw BankError.frozen }
        if amount > 500 { throw BankError.limit(500) }
        guard amount <= balance else { throw BankError.insufficientFunds(needed: amount - balance) }
        balance -= amount
        return balance
    }
}

var vault = Vault(balance: 300)
for amount in [100, 250, 600, 50] {
    do {
        print("left", try vault.withdraw(amount))
    } catch BankError.insufficientFunds(let needed) where needed > 100 {
        print("short by a lot:", needed)
    } catch BankError.insufficientFunds(let needed) {
        print("short by", needed)
    } catch BankError.limit(let max) {
        print("limit", max)
    } catch {
        print("other", error)
    }
}
vault.isFrozen = true
do { _ = try vault.withdraw(1) } catch let error as BankError { print(error, error == .frozen) }

func applyAll(_ values: [Int], _ transform: (Int) throws -> Int) rethrows -> [Int] {
    try values.map(transform)
}
print(applyAll([1, 2, 3]) { $0 * 2 })
do {
    _ = try applyAll([1, -2, 3]) { value in
        if value < 0 { throw BankError.limit(value) }
        return value
    }
} catch {
    print("caught", error)
}

let results: [Result<Int, BankError>] = [.success(5), .failure(.frozen), .failure(.insufficientFunds(needed: 2))]
for result in results {
    switch result {
    case .success(let value): print("ok", value)
    case .failure(.frozen): print("frozen!")
    case .failure(let error): print("failed", error)
    }
}
print(results.compactMap { try? $0.get() }, results.count)

func parse(_ text: String) throws(BankError) -> Int {
    guard let value = Int(text) else { throw .limit(0) }
    return value
}
do {
    print(try parse("42"))
    print(try parse("x"))
} catch {
    print("typed:", error)
}
let r = Result { try parse("7") }
print(r)
print(Result { try parse("q") })
