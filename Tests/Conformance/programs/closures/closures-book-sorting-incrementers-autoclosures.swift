var names = ["Chris", "Alex", "Ewa", "Barry", "Daniella"]
func backward(_ s1: String, _ s2: String) -> Bool { s1 > s2 }
print(names.sorted(by: backward))
print(names.sorted(by: { (s1: String, s2: String) -> Bool in return s1 > s2 }))
print(names.sorted(by: { s1, s2 in s1 > s2 }))
print(names.sorted { $0 > $1 })
print(names.sorted(by: >))
let digitNames = [0: "Zero", 1: "One", 2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven", 8: "Eight", 9: "Nine"]
let numbers = [16, 58, 510]
let strings = numbers.map { (number) -> String in
  var number = number
  var output = ""
  repeat {
    output = digitNames[number % 10]! + output
    number /= 10
  } while number > 0
  return output
}
print(strings)
func makeIncrementer(forIncrement amount: Int) -> () -> Int {
  var runningTotal = 0
  func incrementer() -> Int { runningTotal += amount; return runningTotal }
  return incrementer
}
let incrementByTen = makeIncrementer(forIncrement: 10)
print(incrementByTen(), incrementByTen(), incrementByTen())
let incrementBySeven = makeIncrementer(forIncrement: 7)
print(incrementBySeven(), incrementByTen())
let alsoIncrementByTen = incrementByTen
print(alsoIncrementByTen(), incrementByTen())
var customersInLine = ["Chris", "Alex", "Ewa", "Barry", "Daniella"]
print(customersInLine.count)
let customerProvider = { customersInLine.remove(at: 0) }
print(customersInLine.count)
print("Now serving \(customerProvider())!")
print(customersInLine.count)
func serve(customer provider: @autoclosure () -> String) { print("Now serving \(provider())!") }
serve(customer: customersInLine.remove(at: 0))
names.removeAll { $0.count > 4 }
print(names)
