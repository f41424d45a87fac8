// Escaping closures are stored and run later, in order.
final class Queue {
    private var jobs: [() -> Void] = []
    func add(_ job: @escaping () -> Void) { jobs.append(job) }
    func runAll() {
        let pending = jobs
        jobs = []
        for job in pending { job() }
    }
}

let q = Queue()
for i in 1...3 {
    q.add { print("job", i) }
}
var tally = 0
q.add { tally += 100 }
print("queued")
q.runAll()
print(tally)
q.runAll()

