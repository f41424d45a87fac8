// A closure called where it is written, to initialize a value.
let table: [Int] = {
    var t: [Int] = []
    for i in 1...5 { t.append(i * i) }
    return t
}()
print(table)
let label = { (n: Int) -> String in
    n == 1 ? "one" : "many"
}(3)
print(label)
let message: String = {
    if table.count > 3 { return "big" }
    return "small"
}()
print(message)

