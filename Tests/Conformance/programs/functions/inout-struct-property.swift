// Passing a struct's property inout, and a whole struct inout.
struct Counter {
    var value = 0
    var name = "c"
}
func increment(_ n: inout Int) { n += 1 }
func rename(_ c: inout Counter, to name: String) {
    c.name = name
    c.value *= 10
}

var counter = Counter()
increment(&counter.value)
increment(&counter.value)
print(counter)
rename(&counter, to: "renamed")
print(counter)
var list = [Counter(), Counter(value: 5, name: "five")]
increment(&list[1].value)
print(list.map(\.value))

