// targetEnvironment(simulator) holds: the lessons' consoles come from the iOS simulator.
#if targetEnvironment(simulator)
print("running in the simulator")
#else
print("running on a device")
#endif
#if targetEnvironment(macCatalyst)
print("Mac Catalyst")
#else
print("not Mac Catalyst")
#endif
func environment() -> String {
    #if targetEnvironment(simulator) && DEBUG
    return "simulator, debug"
    #elseif targetEnvironment(simulator)
    return "simulator, release"
    #else
    return "device"
    #endif
}
print(environment())

