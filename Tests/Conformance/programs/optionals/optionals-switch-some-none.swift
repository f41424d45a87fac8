// Switching over an optional with .some, .none, ? and nil patterns.
func check(_ value: Int?) {
    switch value {
    case .none:
        print("none")
    case .some(0):
        print("zero")
    case let n? where n < 0:
        print("negative", n)
    case .some(let n):
        print("positive", n)
    }
}

check(nil)
check(0)
check(-4)
check(9)

