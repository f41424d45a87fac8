class Person {
  let name: String
  init(name: String) { self.name = name; print("\(name) is being initialized") }
  var apartment: Apartment?
  deinit { print("\(name) is being deinitialized") }
}
class Apartment {
  let unit: String
  init(unit: String) { self.unit = unit }
  weak var tenant: Person?
  deinit { print("Apartment \(unit) is being deinitialized") }
}
var reference1: Person? = Person(name: "John Appleseed")
var reference2 = reference1
var reference3 = reference1
reference1 = nil
reference2 = nil
print("still alive:", reference3?.name ?? "-")
reference3 = nil
var john: Person? = Person(name: "John Appleseed")
var unit4A: Apartment? = Apartment(unit: "4A")
john!.apartment = unit4A
unit4A!.tenant = john
john = nil
print("tenant:", unit4A!.tenant?.name ?? "nil")
unit4A = nil
class Customer {
  let name: String
  var card: CreditCard?
  init(name: String) { self.name = name }
  deinit { print("\(name) is being deinitialized") }
}
class CreditCard {
  let number: UInt64
  unowned let customer: Customer
  init(number: UInt64, customer: Customer) { self.number = number; self.customer = customer }
  deinit { print("Card #\(number) is being deinitialized") }
}
var customer: Customer? = Customer(name: "John Appleseed")
customer!.card = CreditCard(number: 1234_5678_9012_3456, customer: customer!)
print(customer!.card!.customer.name)
customer = nil
class HTMLElement {
  let name: String
  let text: String?
  lazy var asHTML: () -> String = { [unowned self] in
    if let text = self.text { return "<\(self.name)>\(text)</\(self.name)>" } else { return "<\(self.name) />" }
  }
  init(name: String, text: String? = nil) { self.name = name; self.text = text }
  deinit { print("\(name) is being deinitialized") }
}
var paragraph: HTMLElement? = HTMLElement(name: "p", text: "hello, world")
print(paragraph!.asHTML())
paragraph = nil
let heading = HTMLElement(name: "h1")
let defaultText = "some default text"
heading.asHTML = { "<\(heading.name)>\(heading.text ?? defaultText)</\(heading.name)>" }
print(heading.asHTML())
