/// The standard library as the registry declares it: one family per file.
enum StandardLibrary {
  static func register(in registry: Registry) {
    StandardProtocols.register(in: registry)
    GlobalFunctions.register(in: registry)
  }
}
