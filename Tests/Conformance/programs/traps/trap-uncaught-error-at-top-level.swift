// An error thrown out of top-level code stops the program.
enum ConfigError: Error {
    case missingKey(String)
}
func load(_ key: String) throws -> String {
    if key == "port" { return "8080" }
    throw ConfigError.missingKey(key)
}
print(try load("port"))
print(try load("host"))
print("never printed")

