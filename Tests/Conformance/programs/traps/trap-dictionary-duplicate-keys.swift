// Dictionary(uniqueKeysWithValues:) traps on a repeated key.
let pairs = [("a", 1), ("b", 2)]
print(Dictionary(uniqueKeysWithValues: pairs).count)
let repeated = [("a", 1), ("a", 2)]
print(Dictionary(uniqueKeysWithValues: repeated).count)

