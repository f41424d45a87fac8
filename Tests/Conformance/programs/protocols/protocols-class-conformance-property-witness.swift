// A class that gets a property requirement from a protocol extension keeps that witness for
// its subclasses: a subclass's own property of the same name is new, seen only through the
// subclass's static type (as for methods).
protocol Greeter {
    func greet() -> String
    var tag: String { get }
}
extension Greeter {
    func greet() -> String { "default greet" }
    var tag: String { "default tag" }
    func both() -> String { greet() + " / " + tag }
}
class Parent: Greeter {}
class Child: Parent {
    func greet() -> String { "child greet" }
    var tag: String { "child tag" }
}
let child = Child()
print(child.greet(), child.tag)
print(child.both())
let greeter: Greeter = child
print(greeter.greet(), greeter.tag)
let parent: Parent = child
print(parent.greet(), parent.tag)
func describe<T: Greeter>(_ t: T) -> String { t.greet() + " | " + t.tag }
print(describe(child), describe(parent))

class Labelled: Greeter { var tag: String { "labelled" } }
class Sublabelled: Labelled { override var tag: String { "sublabelled" } }
let other: Greeter = Sublabelled()
print(other.tag, other.both(), describe(Sublabelled()))

class Stored: Greeter { let tag = "stored tag" }
class SubStored: Stored {}
print((SubStored() as Greeter).tag, SubStored().both())
