// deinit runs when the last strong reference goes away.
final class Resource {
    let name: String
    init(_ name: String) {
        self.name = name
        print("open", name)
    }
    deinit { print("close", name) }
}

var a: Resource? = Resource("a")
var b: Resource? = Resource("b")
let keep = b
b = nil
print("b released, still kept")
a = nil
print("a released")
do {
    let scoped = Resource("scoped")
    print("using", scoped.name)
}
print("end", keep!.name)

