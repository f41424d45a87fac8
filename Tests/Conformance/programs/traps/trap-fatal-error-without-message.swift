// fatalError() with no message.
print("start")
func unreachable() -> Never {
    fatalError()
}
unreachable()

