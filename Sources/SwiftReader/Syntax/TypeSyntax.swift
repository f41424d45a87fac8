import Transcript

/// A type as written: `Int`, `[UIApplication.LaunchOptionsKey: Any]?`, `some View`, `(Int) -> Void`.
public struct TypeSyntax: Sendable {
  public var kind: Kind
  public var range: SourceRange

  public init(_ kind: Kind, range: SourceRange) {
    self.kind = kind
    self.range = range
  }

  public indirect enum Kind: Sendable {
    /// `Int`, `Binding<String>`: a simple name with optional generic arguments.
    case named(String, genericArguments: [TypeSyntax])
    /// `UIApplication.LaunchOptionsKey`, `Foo.Bar<Int>`.
    case member(base: TypeSyntax, name: String, genericArguments: [TypeSyntax])
    /// `T?`.
    case optional(TypeSyntax)
    /// `T!`.
    case implicitlyUnwrapped(TypeSyntax)
    /// `[T]`.
    case array(TypeSyntax)
    /// `[K: V]`.
    case dictionary(key: TypeSyntax, value: TypeSyntax)
    /// `()`, `(Int, String)`, `(x: Int, y: Int)`.
    case tuple([(label: String?, type: TypeSyntax)])
    /// `(A, B) async throws -> R`.
    case function(parameters: [TypeSyntax], isAsync: Bool, isThrowing: Bool, result: TypeSyntax)
    /// `some View`.
    case opaque(TypeSyntax)
    /// `any Error`.
    case existential(TypeSyntax)
    /// `A & B`.
    case composition([TypeSyntax])
    /// `T.Type` (`isProtocol` false) and `P.Protocol` (true).
    case metatype(TypeSyntax, isProtocol: Bool)
    /// `@escaping (…) -> …`, `@MainActor () -> Void`, `@Sendable …`.
    case attributed([Attribute], TypeSyntax)
    /// `inout T`.
    case inoutType(TypeSyntax)
  }
}

extension TypeSyntax {
  /// The type as written, without optionality: `Date` for `Date?`, `[Item]` for an array.
  public var writtenName: String {
    switch kind {
    case .named(let name, let arguments):
      arguments.isEmpty ? name : "\(name)<\(arguments.map(\.writtenName).joined(separator: ", "))>"
    case .member(let base, let name, _): "\(base.writtenName).\(name)"
    case .optional(let inner), .implicitlyUnwrapped(let inner): inner.writtenName
    case .array(let element): "[\(element.writtenName)]"
    case .dictionary(let key, let value): "[\(key.writtenName): \(value.writtenName)]"
    case .tuple(let elements): "(\(elements.map(\.type.writtenName).joined(separator: ", ")))"
    case .function: "function"
    case .opaque(let inner), .existential(let inner), .inoutType(let inner): inner.writtenName
    case .composition(let parts): parts.map(\.writtenName).joined(separator: " & ")
    case .metatype(let inner, _): "\(inner.writtenName).Type"
    case .attributed(_, let inner): inner.writtenName
    }
  }
}
