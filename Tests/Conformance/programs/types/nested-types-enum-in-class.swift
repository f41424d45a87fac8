// An enum nested in a class used for its state.
final class Door {
    enum State { case open, closed, locked }
    private(set) var state = State.closed
    func toggle() {
        switch state {
        case .open: state = .closed
        case .closed: state = .open
        case .locked: print("locked!")
        }
    }
    func lock() { if state == .closed { state = .locked } }
}

let door = Door()
door.toggle()
print(door.state)
door.toggle()
door.lock()
print(door.state)
door.toggle()
print(String(reflecting: door.state))

