// A lazy map runs only for the elements that are used, when they are used.
let numbers = [1, 2, 3, 4, 5]
let doubled = numbers.lazy.map { n -> Int in
    print("doubling", n)
    return n * 2
}
print("made lazy")
print(doubled.first { $0 > 4 } as Any)
let eager = numbers.map { n -> Int in
    print("eager", n)
    return n * 2
}
print(eager.count)

