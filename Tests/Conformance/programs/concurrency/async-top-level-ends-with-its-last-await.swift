// An awaiting top level runs other tasks while it waits, and the program ends when it returns.
print("start")
Task {
    print("task one")
}
Task {
    try await Task.sleep(nanoseconds: 1_000_000)
    print("task two after its sleep")
}
Task {
    try await Task.sleep(nanoseconds: 5_000_000_000)
    print("never: the program has ended")
}
try await Task.sleep(nanoseconds: 50_000_000)
print("top level woke")
Task {
    print("never: queued as the program ends")
}
print("end")
