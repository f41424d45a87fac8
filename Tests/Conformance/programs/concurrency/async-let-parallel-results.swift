// async let starts child tasks; their results are read with await in any order.
func square(_ n: Int) async -> Int { n * n }
func label(_ s: String) async -> String { s.uppercased() }

async let a = square(3)
async let b = square(4)
async let c = label("sum")
let total = await a + b
print(await c, total)
async let values = [square(1), square(2)]
print(await values)

