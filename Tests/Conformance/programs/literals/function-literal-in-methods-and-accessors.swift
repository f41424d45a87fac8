// #function in methods, computed properties, observers and subscripts.
struct Model {
    var stored = 0 {
        willSet { print("willSet:", #function) }
        didSet { print("didSet:", #function) }
    }
    var computed: Int {
        get { print("get:", #function); return 1 }
        set { print("set:", #function) }
    }
    subscript(index: Int) -> Int { print(#function); return index }
    subscript(row r: Int, column c: Int) -> Int { print(#function); return r + c }
    func method(_ x: Int, y: Int) { print(#function) }
    mutating func change() { print(#function) }
    static func make() -> Model { print(#function); return Model() }
}

var m = Model.make()
m.stored = 1
_ = m.computed
m.computed = 2
_ = m[0]
_ = m[row: 1, column: 2]
m.method(1, y: 2)
m.change()

