// Parent and child objects: a weak back-reference lets both deinit.
final class Parent {
    var children: [Child] = []
    deinit { print("Parent deinit") }
}
final class Child {
    weak var parent: Parent?
    let n: Int
    init(_ n: Int) { self.n = n }
    deinit { print("Child deinit", n) }
}

do {
    let p = Parent()
    for i in 1...2 {
        let c = Child(i)
        c.parent = p
        p.children.append(c)
    }
    print("children", p.children.count, p.children[0].parent != nil)
}
print("done")

