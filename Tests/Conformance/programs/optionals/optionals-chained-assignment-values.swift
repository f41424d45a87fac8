// Assignments through optional chaining report whether they happened.
struct Settings { var volume = 1 }
class Device {
    var settings: Settings? = Settings()
    var name = "dev"
}
var device: Device? = Device()
let setVolume: Void? = device?.settings?.volume = 5
print(setVolume != nil, device!.settings!.volume)
device?.settings = nil
if (device?.settings?.volume = 7) == nil { print("no settings") }
if (device?.name = "renamed") != nil { print("renamed to", device!.name) }
let added: ()? = device?.settings?.volume += 1
print(added == nil)
device = nil
print((device?.name = "x") == nil)
