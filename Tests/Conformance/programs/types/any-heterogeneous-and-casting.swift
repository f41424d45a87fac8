// [Any] holds values of different types; casting back with as? and switch.
let things: [Any] = [42, "text", 3.5, true, [1, 2], (1, "x"), Optional<Int>.none as Any]
for thing in things {
    switch thing {
    case let i as Int: print("Int", i)
    case let s as String: print("String", s)
    case let d as Double: print("Double", d)
    case let b as Bool: print("Bool", b)
    case let a as [Int]: print("Array", a.count)
    case let (n, s) as (Int, String): print("Tuple", n, s)
    default: print("other", thing)
    }
}
print(things.compactMap { $0 as? Int })
