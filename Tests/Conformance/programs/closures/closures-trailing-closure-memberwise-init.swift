// A closure-typed stored property can be passed as a trailing closure to the memberwise init.
struct Button {
    var title: String
    var action: () -> Void
}
struct Validator {
    var name: String
    var check: (Int) -> Bool
}

let button = Button(title: "Go") {
    print("pressed Go")
}
print(button.title)
button.action()
let positive = Validator(name: "positive") { $0 > 0 }
print(positive.name, positive.check(3), positive.check(-3))
let small = Validator(name: "small", check: { $0 < 10 })
print([5, 50].map(small.check))

