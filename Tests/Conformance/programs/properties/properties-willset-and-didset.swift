// willSet sees newValue before the change; didSet sees oldValue after.
final class Player {
    var score = 0 {
        willSet(next) {
            print("will set \(score) to \(next)")
        }
        didSet {
            print("did set \(oldValue) to \(score)")
        }
    }
    var level = 1 {
        willSet { print("level will be", newValue) }
    }
}

let p = Player()
p.score = 10
p.score += 5
p.level = 2
print(p.score, p.level)

