// #function, #line and #fileID as default arguments take the caller's values.
func log(_ message: String, function: String = #function, line: Int = #line, file: String = #fileID) {
    print("\(file):\(line) \(function): \(message)")
}
func work() {
    log("working")
}
struct Service {
    func start() { log("starting") }
    init() { log("init") }
}

log("top level")
work()
Service().start()

