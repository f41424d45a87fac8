// A class storing a closure that uses the class's own state through [weak self].
final class Timer {
    var ticks = 0
    var onTick: (() -> Void)?
    func start() {
        onTick = { [weak self] in
            guard let self else { return }
            self.ticks += 1
            print("tick", self.ticks)
        }
    }
    func fire() { onTick?() }
}

let timer = Timer()
timer.fire()
timer.start()
timer.fire()
timer.fire()
print(timer.ticks)

