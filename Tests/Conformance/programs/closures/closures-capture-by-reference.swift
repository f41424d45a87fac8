// Closures capture variables, and see later changes.
var count = 0
let increment = { count += 1 }
let read = { count }
increment()
increment()
print(count, read())
count = 10
print(read())

func makeCounter() -> () -> Int {
    var n = 0
    return {
        n += 1
        return n
    }
}
let c1 = makeCounter()
let c2 = makeCounter()
print(c1(), c1(), c1())
print(c2(), c1())

