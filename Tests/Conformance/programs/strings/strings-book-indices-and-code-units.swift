let possibleNumber = "123"
let convertedNumber = Int(possibleNumber)
print(convertedNumber as Any)
if let actualNumber = Int(possibleNumber) {
  print("The string \"\(possibleNumber)\" has an integer value of \(actualNumber)")
} else {
  print("The string \"\(possibleNumber)\" couldn't be converted to an integer")
}
if let firstNumber = Int("4"), let secondNumber = Int("42"), firstNumber < secondNumber && secondNumber < 100 {
  print("\(firstNumber) < \(secondNumber) < 100")
}
let possibleString: String? = "An optional string."
let forcedString: String = possibleString!
let assumedString: String! = "An implicitly unwrapped optional string."
let implicitString: String = assumedString
let optionalString = assumedString
print(forcedString, implicitString, optionalString as Any, type(of: optionalString))
let greeting = "Guten Tag!"
print(greeting[greeting.startIndex], greeting[greeting.index(before: greeting.endIndex)], greeting[greeting.index(after: greeting.startIndex)])
let index = greeting.index(greeting.startIndex, offsetBy: 7)
print(greeting[index])
for index in greeting.indices { print("\(greeting[index]) ", terminator: "") }
print("")
var welcome = "hello"
welcome.insert("!", at: welcome.endIndex)
welcome.insert(contentsOf: " there", at: welcome.index(before: welcome.endIndex))
print(welcome)
welcome.remove(at: welcome.index(before: welcome.endIndex))
let range = welcome.index(welcome.endIndex, offsetBy: -6)..<welcome.endIndex
welcome.removeSubrange(range)
print(welcome)
let quotation = "We're a lot alike, you and I."
let sameQuotation = "We're a lot alike, you and I."
if quotation == sameQuotation { print("These two strings are considered equal") }
let eAcuteQuestion = "Voulez-vous un caf\u{E9}?"
let combinedEAcuteQuestion = "Voulez-vous un caf\u{65}\u{301}?"
print(eAcuteQuestion == combinedEAcuteQuestion)
let dogString = "Dog‼🐶"
for codeUnit in dogString.utf8 { print("\(codeUnit) ", terminator: "") }
print("")
for codeUnit in dogString.utf16 { print("\(codeUnit) ", terminator: "") }
print("")
for scalar in dogString.unicodeScalars { print("\(scalar.value) ", terminator: "") }
print("")
for scalar in dogString.unicodeScalars { print("\(scalar) ") }
var word = "cafe"
print("the number of characters in \(word) is \(word.count)")
word += "\u{301}"
print("the number of characters in \(word) is \(word.count)")
let romeoAndJuliet = ["Act 1 Scene 1: Verona, A public place", "Act 1 Scene 2: Capulet's mansion", "Act 2 Scene 1: Outside Capulet's mansion"]
var act1SceneCount = 0
for scene in romeoAndJuliet where scene.hasPrefix("Act 1 ") { act1SceneCount += 1 }
print("There are \(act1SceneCount) scenes in Act 1")
