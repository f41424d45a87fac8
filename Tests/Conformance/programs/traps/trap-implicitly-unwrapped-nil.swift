// Reading an implicitly unwrapped optional that is nil traps.
final class Controller {
    var label: String!
}
let c = Controller()
c.label = "ready"
print(c.label.count)
c.label = nil
print("cleared")
let count: Int = c.label.count
print(count)

