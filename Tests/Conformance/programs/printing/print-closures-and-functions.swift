// Functions and closures print as (Function).
func greet() {}
let closure = { (x: Int) in x + 1 }
print(greet)
print(closure)
print(String(describing: closure))
print(type(of: closure))
print(type(of: greet))
let list: [() -> Void] = [greet]
print(list.count)

