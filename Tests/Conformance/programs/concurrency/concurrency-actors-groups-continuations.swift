// Actors, async let, task groups collected then sorted, cancellation, continuations resumed at once and later.
actor Bank {
    private var balance = 0
    private(set) var log: [String] = []
    func deposit(_ n: Int) { balance += n; log.append("dep \(n)") }
    func withdraw(_ n: Int) throws -> Int {
        guard n <= balance else { throw BankError.insufficient(needed: n - balance) }
        balance -= n
        return balance
    }
    var current: Int { balance }
    nonisolated func name() -> String { "Bank" }
}
enum BankError: Error { case insufficient(needed: Int) }
func slowSquare(_ n: Int) async -> Int {
    try? await Task.sleep(nanoseconds: UInt64(10 - n) * 1_000_000)
    return n * n
}
@MainActor func report(_ s: String) { print("report:", s) }
func work() async {
    let bank = Bank()
    await bank.deposit(50)
    do { _ = try await bank.withdraw(80) } catch { print("error:", error) }
    print(try! await bank.withdraw(20), await bank.current, bank.name())
    print(await bank.log)
    async let a = slowSquare(2)
    async let b = slowSquare(3)
    let (x, y) = await (a, b)
    print("async let", x, y)
    let results = await withTaskGroup(of: (Int, Int).self) { group in
        for i in 1...5 { group.addTask { (i, await slowSquare(i)) } }
        var all: [(Int, Int)] = []
        for await r in group { all.append(r) }
        return all.sorted { $0.0 < $1.0 }.map { $0.1 }
    }
    print(results)
    let sum = try? await withThrowingTaskGroup(of: Int.self) { group -> Int in
        for i in 1...3 { group.addTask { if i == 2 { throw BankError.insufficient(needed: i) }; return i } }
        var total = 0
        for try await v in group { total += v }
        return total
    }
    print("throwing group", sum as Any)
    await report("done")
    let t = Task { () -> Int in
        try await Task.sleep(nanoseconds: 1_000_000_000)
        return 1
    }
    t.cancel()
    let r = await t.result
    switch r { case .success(let v): print("value", v); case .failure(let e): print("cancelled:", e is CancellationError) }
    let v = await withCheckedContinuation { (c: CheckedContinuation<String, Never>) in c.resume(returning: "resumed") }
    print(v)
    do {
        let n: Int = try await withCheckedThrowingContinuation { c in c.resume(throwing: BankError.insufficient(needed: 1)) }
        print(n)
    } catch { print("thrown", error) }
    let later = await withCheckedContinuation { (c: CheckedContinuation<Int, Never>) in
        Task { try? await Task.sleep(nanoseconds: 1000); c.resume(returning: 7) }
    }
    print("later", later)
}
await work()
print("end")
