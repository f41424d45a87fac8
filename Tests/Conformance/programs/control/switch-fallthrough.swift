// fallthrough continues into the next case without checking it.
func describe(_ n: Int) -> [String] {
    var words: [String] = []
    switch n {
    case 3:
        words.append("three")
        fallthrough
    case 2:
        words.append("two or more")
        fallthrough
    case 1:
        words.append("one or more")
    default:
        words.append("something else")
    }
    return words
}

for n in [1, 2, 3, 4] {
    print(n, describe(n))
}

