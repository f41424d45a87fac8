let dict = ["a": 1, "b": 2]
let v = dict["c"] ?? 0
print(v, dict["a"].map { $0 * 10 } as Any, dict["z"].map { $0 * 10 } as Any)
let s: String? = "42"
let n = s.flatMap { Int($0) }
print(n as Any, s?.count as Any, s?.uppercased() ?? "none")
var name: String? = nil
print(name?.isEmpty as Any, name ?? "anon")
name = "Bo"
if let name, !name.isEmpty { print("hi", name) }
let nested: Int?? = 5
print(nested as Any, nested! as Any, nested!!)
let arr: [Int]? = [1, 2, 3]
print(arr?.first as Any, arr?[1] as Any, arr?.count ?? 0)
struct Person { var pet: Pet? }
struct Pet { var name: String; var toy: String? }
let p = Person(pet: Pet(name: "Rex", toy: nil))
print(p.pet?.name as Any, p.pet?.toy as Any, p.pet?.toy?.count as Any)
if let toy = p.pet?.toy { print(toy) } else { print("no toy") }
let values = ["1", "x", "3", "4.5"]
print(values.map { Int($0) }, values.compactMap { Int($0) }, values.compactMap(Double.init))
var opt: Int? = 3
opt? += 1
print(opt!)
opt = nil
opt? += 1
print(opt as Any)
let first = [3, 5].first(where: { $0 > 4 })
guard let f = first else { fatalError() }
print(f)
switch opt { case .some(let x): print(x); case .none: print("none!") }
print(Optional(3) == 3, nil == Optional<Int>.none, Optional(2)! + 1)
