// contains with characters and predicates.
let password = "Secr3t!"
print(password.contains("3"))
print(password.contains { $0.isNumber })
print(password.contains { $0.isUppercase })
print(password.filter { $0.isLetter })
print(password.allSatisfy { $0.isASCII })
print(password.first { $0.isPunctuation } as Any)
print(password.count(where: { $0.isLowercase }))

