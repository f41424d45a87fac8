import Foundation
// A property wrapper that writes no initializer but gives every stored property a value has
// the implicit init(): a wrapped property of its type may be left out of the memberwise call.
@propertyWrapper struct Capitalized {
    private var value = ""
    var wrappedValue: String {
        get { value }
        set { value = newValue.capitalized }
    }
    var projectedValue: Int { value.count }
}
@propertyWrapper struct Counted {
    var sets = 0
    var stored: Int?
    var wrappedValue: Int {
        get { stored ?? 0 }
        set { stored = newValue; sets += 1 }
    }
    var projectedValue: Int { sets }
}
struct User {
    @Capitalized var name: String
    @Counted var visits: Int
}
var user = User()
print("[\(user.name)]", user.$name)
user.name = "john appleseed"
print(user.name, user.$name)
user.visits = 3
user.visits += 1
print(user.visits, user.$visits)
var other = User()
other.name = "ada"
print(other.name, user.name)
