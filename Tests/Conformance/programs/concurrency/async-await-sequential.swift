// async functions awaited one after another run in order.
func fetchName(id: Int) async -> String {
    "user\(id)"
}
func fetchScore(for name: String) async -> Int {
    name.count * 10
}

print("start")
let name = await fetchName(id: 7)
print("name", name)
let score = await fetchScore(for: name)
print("score", score)
for id in 1...3 {
    print(await fetchName(id: id))
}
print("end")

