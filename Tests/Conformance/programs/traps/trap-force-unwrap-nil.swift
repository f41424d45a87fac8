// Force-unwrapping nil stops the program with the unwrap's location.
let settings: [String: String] = ["theme": "dark"]
print(settings["theme"]!)
let font = settings["font"]
print("about to unwrap")
print(font!)
print("never printed")

