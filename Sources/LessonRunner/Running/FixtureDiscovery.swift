import Foundation
import Transcript

/// Finds fixture files: a path that is a file is taken as is; a folder is searched, in order.
enum FixtureDiscovery {
  static let fileExtension = "fixture"

  static func paths(in arguments: [String]) throws(InputError) -> [String] {
    var found: [String] = []
    for argument in arguments {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
        throw InputError("no such file or folder '\(argument)'", at: nil)
      }
      if !isDirectory.boolValue {
        found.append(argument)
        continue
      }
      let base = argument.hasSuffix("/") ? String(argument.dropLast()) : argument
      let enumerator = FileManager.default.enumerator(atPath: base)
      var inFolder: [String] = []
      while let relative = enumerator?.nextObject() as? String {
        if relative.hasSuffix(".\(fileExtension)") { inFolder.append("\(base)/\(relative)") }
      }
      found += inFolder.sorted()
    }
    return found
  }
}
