let a: Int? = 5
let b: Int? = nil
print(a as Any, b as Any)
print(a.map { $0 * 2 } as Any, b.map { $0 * 2 } as Any)
print(a.flatMap { $0 > 3 ? String($0) : nil } as Any)
print(a ?? 0, b ?? -1, b ?? a ?? 0)
print(String(describing: a), String(describing: b))
print("value: \(a ?? 0) \(String(describing: b))")
print("debug: \(a.debugDescription)")
let nested: Int?? = .some(nil)
print(nested as Any, (nested ?? 3) as Any)
let arr: [Int?] = [1, nil, 3]
print(arr, arr.compactMap { $0 })
let strs: [String?] = ["a", nil]
print(strs)
struct P { var name: String; var next: Box? }
final class Box { var p: P?; init(_ p: P?) { self.p = p } }
let box = Box(P(name: "x", next: Box(P(name: "y", next: nil))))
print(box.p?.next?.p?.name as Any, box.p?.next?.p?.next?.p?.name as Any)
print(box.p?.name.count as Any, box.p?.name.uppercased() ?? "none")
if let n = a, n > 3 { print("big", n) }
guard let v = a else { fatalError() }
print(v)
let opt: String? = "hi"
print(opt?.count as Any, opt!.count)
print(Optional(3) == 3, b == nil, a != nil)
print([1, 2].first.map { $0 + 1 } as Any)
let d: [String: Int?] = ["k": nil]
print(d["k"] as Any, d["z"] as Any)
var x: Int? = 1
x? += 5
print(x as Any)
print(Optional<Int>.none as Any, Optional(Optional(2)) as Any)
switch a { case .some(let n) where n > 3: print("some", n); case .some: print("small"); case .none: print("none") }
if case let n? = a { print("case", n) }
print(a.unsafelyUnwrapped, Int?(7)!)
