// A task group's results arrive in any order; sorting makes the output stable.
func cube(_ n: Int) async -> Int { n * n * n }

let cubes = await withTaskGroup(of: Int.self) { group in
    for i in 1...5 {
        group.addTask { await cube(i) }
    }
    var all: [Int] = []
    for await c in group { all.append(c) }
    return all.sorted()
}
print(cubes)
let sum = await withTaskGroup(of: Int.self, returning: Int.self) { group in
    for i in 1...10 { group.addTask { i } }
    var total = 0
    while let next = await group.next() { total += next }
    return total
}
print(sum)

