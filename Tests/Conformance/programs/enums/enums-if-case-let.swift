// if case, guard case and for case with enum patterns.
enum Reply {
    case ok(Int)
    case failed(String)
}

let replies: [Reply] = [.ok(200), .failed("timeout"), .ok(204), .failed("refused")]

if case .ok(let code) = replies[0] {
    print("first ok", code)
}
for case .failed(let why) in replies {
    print("failed:", why)
}
for case .ok(let code) in replies where code > 200 {
    print("ok over 200:", code)
}
func firstFailure(_ rs: [Reply]) -> String {
    for r in rs {
        guard case .failed(let m) = r else { continue }
        return m
    }
    return "none"
}
print(firstFailure(replies))

