// An overloaded function used as a value: the annotation or the labels pick the overload.
func describe(_ value: Int) -> String { "Int \(value)" }
func describe(_ value: Bool) -> String { "Bool \(value)" }
func describe(_ value: Int, times: Int) -> String { "Int \(value) x\(times)" }
let ofBool: (Bool) -> String = describe
let ofInt: (Int) -> String = describe(_:)
let twoArguments = describe(_:times:)
print(ofBool(true), ofInt(3), twoArguments(4, 2))
print([true, false].map(describe(_:)))
print([5, 6].map(describe))
func combine(_ f: (Int) -> String, _ x: Int) -> String { f(x) + "!" }
print(combine(describe, 9))
func negate(_ flags: [Bool]) -> [Bool] { flags.map(!) }
print(negate([true, false, true]))
print([(3, 4), (5, 1)].map(<), [10, 20].reduce(0, -))
