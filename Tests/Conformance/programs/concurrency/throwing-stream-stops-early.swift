// A for try await loop over an AsyncThrowingStream; break leaves it early, errors reach catch.
enum Sensor: Error { case offline(String) }
func readings(failAt: Int) -> AsyncThrowingStream<Double, Error> {
    AsyncThrowingStream { continuation in
        for i in 0..<5 {
            if i == failAt {
                continuation.finish(throwing: Sensor.offline("probe \(i)"))
                return
            }
            continuation.yield(Double(i) * 1.5)
        }
        continuation.finish()
    }
}
func total(failAt: Int, stopAbove limit: Double) async -> String {
    var sum = 0.0
    do {
        for try await value in readings(failAt: failAt) {
            if value > limit { break }
            sum += value
        }
        return "sum \(sum)"
    } catch Sensor.offline(let name) {
        return "offline \(name) after \(sum)"
    } catch {
        return "other"
    }
}
print(await total(failAt: 9, stopAbove: 100))
print(await total(failAt: 3, stopAbove: 100))
print(await total(failAt: 4, stopAbove: 2))
let doubled = readings(failAt: 9).map { $0 * 2 }
print(try await doubled.reduce(0, +))
