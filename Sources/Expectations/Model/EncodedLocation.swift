import Transcript

/// How results write a ``SourceLocation`` in JSON: `{"file": …, "line": …, "column": …}`.
///
/// `SourceLocation` belongs to the Transcript module and is not `Encodable`; this wrapper
/// keeps the conformance out of types this module does not own.
struct EncodedLocation: Encodable {
  var location: SourceLocation

  init(_ location: SourceLocation) {
    self.location = location
  }

  private enum CodingKeys: String, CodingKey { case file, line, column }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(location.file, forKey: .file)
    try container.encode(location.line, forKey: .line)
    try container.encode(location.column, forKey: .column)
  }
}

/// How results write a ``Diagnostic`` in JSON: its severity, message and location.
struct EncodedDiagnostic: Encodable {
  var diagnostic: Diagnostic

  init(_ diagnostic: Diagnostic) {
    self.diagnostic = diagnostic
  }

  private enum CodingKeys: String, CodingKey { case severity, message, location, text }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(diagnostic.severity.rawValue, forKey: .severity)
    try container.encode(diagnostic.message, forKey: .message)
    try container.encodeIfPresent(diagnostic.location.map(EncodedLocation.init), forKey: .location)
    try container.encode(diagnostic.description, forKey: .text)
  }
}
