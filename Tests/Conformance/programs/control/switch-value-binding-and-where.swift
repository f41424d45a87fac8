// Bindings in switch cases, with where and multiple patterns.
enum Command {
    case move(x: Int, y: Int)
    case say(String)
    case wait(Int)
    case quit
}

let commands: [Command] = [.move(x: 0, y: 3), .move(x: 2, y: 2), .say(""), .say("hi"), .wait(0), .wait(5), .quit]
for c in commands {
    switch c {
    case .move(0, let y), .move(let y, 0):
        print("straight move", y)
    case let .move(x, y) where x == y:
        print("diagonal", x)
    case .move:
        print("other move")
    case .say(let text) where text.isEmpty:
        print("silence")
    case .say(let text):
        print("say", text)
    case .wait(0), .quit:
        print("nothing to do")
    case .wait(let n):
        print("wait", n)
    }
}

