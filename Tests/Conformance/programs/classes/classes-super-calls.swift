// super calls the superclass's implementation.
class Logger {
    func log(_ message: String) -> String { "[log] \(message)" }
}
class TimestampLogger: Logger {
    override func log(_ message: String) -> String { "t=0 " + super.log(message) }
}
final class UpperLogger: TimestampLogger {
    override func log(_ message: String) -> String { super.log(message.uppercased()) + "!" }
}

print(Logger().log("a"))
print(TimestampLogger().log("b"))
print(UpperLogger().log("c"))
let logger: Logger = UpperLogger()
print(logger.log("d"))

