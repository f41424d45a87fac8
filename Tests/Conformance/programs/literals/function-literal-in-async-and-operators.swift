// #function in async functions and operator implementations.
func load(id: Int) async -> String { #function }
struct V { var x: Int }
func + (a: V, b: V) -> V {
    print(#function)
    return V(x: a.x + b.x)
}
prefix func - (a: V) -> V {
    print(#function)
    return V(x: -a.x)
}

print(await load(id: 1))
_ = V(x: 1) + V(x: 2)
_ = -V(x: 3)
