enum BankError: Error, CustomStringConvertible {
  case insufficientFunds(needed: Double)
  case invalidAmount
  var description: String {
    switch self {
    case .insufficientFunds(let n): return "need \(n) more"
    case .invalidAmount: return "invalid amount"
    }
  }
}
class Account {
  let owner: String
  private(set) var balance: Double = 0
  private var history: [String] = []
  init(owner: String) { self.owner = owner }
  func deposit(_ amount: Double) throws {
    guard amount > 0 else { throw BankError.invalidAmount }
    balance += amount; history.append("+\(amount)")
  }
  func withdraw(_ amount: Double) throws {
    guard amount > 0 else { throw BankError.invalidAmount }
    guard amount <= balance else { throw BankError.insufficientFunds(needed: amount - balance) }
    balance -= amount; history.append("-\(amount)")
  }
  var statement: String { history.joined(separator: ", ") }
}
class Savings: Account {
  var rate = 0.05
  func addInterest() { try? deposit(balance * rate) }
}
let acct = Savings(owner: "Ann")
do {
  try acct.deposit(100)
  try acct.withdraw(30)
  acct.addInterest()
  try acct.withdraw(500)
} catch let e as BankError {
  print("error:", e)
} catch { print("other", error) }
print(acct.balance, acct.statement)
do { try acct.deposit(-1) } catch { print(error, type(of: error)) }
let r = Result { try acct.withdraw(1) }
print(r)
print(acct is Account, (acct as Account) is Savings)
