/// The standard library as the registry declares it: one family per file.
enum StandardLibrary {
  static func register(in registry: Registry) {
    StandardProtocols.register(in: registry)
    Sequences.register(in: registry)
    GlobalFunctions.register(in: registry)
    MoreGlobals.register(in: registry)
    Numbers.register(in: registry)
    Strings.register(in: registry)
    Substrings.register(in: registry)
    Arrays.register(in: registry)
    ArraySlices.register(in: registry)
    Iterators.register(in: registry)
    LazySequences.register(in: registry)
    Dictionaries.register(in: registry)
    OtherTypes.register(in: registry)
    Concurrency.register(in: registry)
    AsyncStreams.register(in: registry)
    TaskGroups.register(in: registry)
    MemoryLayouts.register(in: registry)
    TextDecoding.register(in: registry)
    Dump.register(in: registry)
    SequenceTypes.register(in: registry)
    CollectionExtras.register(in: registry)
    IntegerBits.register(in: registry)
    FloatingBits.register(in: registry)
    KeyPaths.register(in: registry)
  }
}
