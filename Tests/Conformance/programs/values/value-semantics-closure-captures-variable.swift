// A closure captures the variable, not a copy of the struct's value at that time.
struct Settings {
    var volume = 5
}

var settings = Settings()
let show = { print("volume", settings.volume) }
show()
settings.volume = 9
show()
let frozen = settings
let showFrozen = { [frozen] in print("frozen", frozen.volume) }
settings.volume = 1
showFrozen()
show()

