enum VendingMachineError: Error { case invalidSelection, insufficientFunds(coinsNeeded: Int), outOfStock }
struct Item { var price: Int; var count: Int }
class VendingMachine {
  var inventory = ["Candy Bar": Item(price: 12, count: 7), "Chips": Item(price: 10, count: 4), "Pretzels": Item(price: 7, count: 11)]
  var coinsDeposited = 0
  func vend(itemNamed name: String) throws {
    guard let item = inventory[name] else { throw VendingMachineError.invalidSelection }
    guard item.count > 0 else { throw VendingMachineError.outOfStock }
    guard item.price <= coinsDeposited else { throw VendingMachineError.insufficientFunds(coinsNeeded: item.price - coinsDeposited) }
    coinsDeposited -= item.price
    var newItem = item
    newItem.count -= 1
    inventory[name] = newItem
    print("Dispensing \(name)")
  }
}
let favoriteSnacks = ["Alice": "Chips", "Bob": "Licorice", "Eve": "Pretzels"]
func buyFavoriteSnack(person: String, vendingMachine: VendingMachine) throws {
  let snackName = favoriteSnacks[person] ?? "Candy Bar"
  try vendingMachine.vend(itemNamed: snackName)
}
let vendingMachine = VendingMachine()
vendingMachine.coinsDeposited = 8
do {
  try buyFavoriteSnack(person: "Alice", vendingMachine: vendingMachine)
  print("Success! Yum.")
} catch VendingMachineError.invalidSelection {
  print("Invalid Selection.")
} catch VendingMachineError.outOfStock {
  print("Out of Stock.")
} catch VendingMachineError.insufficientFunds(let coinsNeeded) {
  print("Insufficient funds. Please insert an additional \(coinsNeeded) coins.")
} catch {
  print("Unexpected error: \(error).")
}
func nourish(with item: String, _ vendingMachine: VendingMachine) throws {
  do { try vendingMachine.vend(itemNamed: item) } catch is VendingMachineError { print("Couldn't buy that from the vending machine.") }
}
do { try nourish(with: "Beet-Flavored Chips", vendingMachine) } catch { print("Unexpected non-vending-machine-related error: \(error)") }
vendingMachine.coinsDeposited = 100
try? buyFavoriteSnack(person: "Eve", vendingMachine: vendingMachine)
print(vendingMachine.coinsDeposited, vendingMachine.inventory["Pretzels"]!.count)
class MediaItem { var name: String; init(name: String) { self.name = name } }
class Movie: MediaItem { var director: String; init(name: String, director: String) { self.director = director; super.init(name: name) } }
class Song: MediaItem { var artist: String; init(name: String, artist: String) { self.artist = artist; super.init(name: name) } }
let library = [Movie(name: "Casablanca", director: "Michael Curtiz"), Song(name: "Blue Suede Shoes", artist: "Elvis Presley"),
  Movie(name: "Citizen Kane", director: "Orson Welles"), Song(name: "The One And Only", artist: "Chesney Hawkes"), Song(name: "Never Gonna Give You Up", artist: "Rick Astley")]
print(type(of: library))
var movieCount = 0, songCount = 0
for item in library { if item is Movie { movieCount += 1 } else if item is Song { songCount += 1 } }
print("Media library contains \(movieCount) movies and \(songCount) songs")
for item in library {
  if let movie = item as? Movie { print("Movie: \(movie.name), dir. \(movie.director)") }
  else if let song = item as? Song { print("Song: \(song.name), by \(song.artist)") }
}
var things: [Any] = []
things.append(0); things.append(0.0); things.append(42); things.append(3.14159); things.append("hello")
things.append((3.0, 5.0)); things.append(Movie(name: "Ghostbusters", director: "Ivan Reitman"))
things.append({ (name: String) -> String in "Hello, \(name)" })
for thing in things {
  switch thing {
  case 0 as Int: print("zero as an Int")
  case 0 as Double: print("zero as a Double")
  case let someInt as Int: print("an integer value of \(someInt)")
  case let someDouble as Double where someDouble > 0: print("a positive double value of \(someDouble)")
  case is Double: print("some other double value that I don't want to print")
  case let someString as String: print("a string value of \"\(someString)\"")
  case let (x, y) as (Double, Double): print("an (x, y) point at \(x), \(y)")
  case let movie as Movie: print("a movie called \(movie.name), dir. \(movie.director)")
  case let stringConverter as (String) -> String: print(stringConverter("Michael"))
  default: print("something else")
  }
}
