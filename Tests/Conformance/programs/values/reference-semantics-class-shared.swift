// Assigning a class instance shares it; a change through one name shows through all.
class Account {
    var balance: Int
    init(balance: Int) { self.balance = balance }
}

let mine = Account(balance: 10)
let alias = mine
alias.balance += 5
print(mine.balance, alias.balance)
print(mine === alias)
let other = Account(balance: 15)
print(mine === other, mine.balance == other.balance)
var accounts = [mine, other]
accounts[0].balance = 0
print(mine.balance)

