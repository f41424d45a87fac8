// precondition fails with its message in a debug build.
func withdraw(_ amount: Int, from balance: Int) -> Int {
    precondition(amount <= balance, "insufficient funds")
    return balance - amount
}
print(withdraw(5, from: 10))
print(withdraw(50, from: 10))

