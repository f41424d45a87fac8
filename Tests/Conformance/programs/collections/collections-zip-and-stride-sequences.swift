let z = zip([1, 2], ["a", "b"])
print(z.map { "\($0)\($1)" }, Array(z).count, z.contains { $0.0 == 2 })
for (n, s) in z { print(n, s) }
let st = stride(from: 0, to: 10, by: 4)
print(st.map { $0 }, st.reversed(), st.contains(4), Array(st), st.filter { $0 > 0 })
for i in stride(from: 3, through: 1, by: -1) { print(i) }
print(zip(1...3, [4, 5, 6]).map(*), zip("ab", "cd").map { String($0) + String($1) })
print(zip([1,2],[3,4]).reduce(0) { $0 + $1.0 * $1.1 })
let u = zip([1], [2]).first(where: { _ in true })
print(u as Any)
