import SwiftReader
import Transcript

/// A plain program on Linux that names Foundation's `Date` or `DispatchQueue` without
/// `import Foundation`: swiftc there refuses it (`cannot find 'Date' in scope`), so it never
/// runs here either, where it printed its first lines and then stopped at the name as "not
/// modelled". Only where the platform says Foundation needs importing (`PlatformConventions
/// .linuxScript`; never a platform whose frameworks bring Foundation), only for names the
/// registry lacks, and only in a program that imports nothing at all (any module might bring
/// the name).
extension Compiler {
  func foundationIsNotImported(_ name: String) -> Bool {
    let platform = program.configuration.platform
    guard platform.foundationNeedsImport, platform.isFoundationName(name) else { return false }
    return !program.files.contains { file in
      file.declarations.contains { if case .importDecl = $0.kind { true } else if case .conditional = $0.kind { true } else { false } }
    }
  }
}
