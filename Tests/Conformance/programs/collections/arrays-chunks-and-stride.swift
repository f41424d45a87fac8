// Splitting an array into chunks with stride.
let items = Array(1...10)
let size = 3
let chunks = stride(from: 0, to: items.count, by: size).map {
    Array(items[$0..<min($0 + size, items.count)])
}
print(chunks)
print(chunks.map { $0.reduce(0, +) })
print(stride(from: 10, through: 0, by: -4).map { $0 })
print(stride(from: 0, to: 0, by: 1).map { $0 })

