#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("Unknown C library.")
#endif
import Foundation

/// The one place that touches the C library: terminals, the environment, exit codes.
public enum Platform {
  /// Whether a file descriptor is a terminal (colour is only for terminals).
  public static func isTerminal(_ descriptor: Int32) -> Bool {
    isatty(descriptor) == 1
  }

  public static var environment: [String: String] { ProcessInfo.processInfo.environment }

  public static func write(_ text: String, to descriptor: Int32) {
    let handle = descriptor == 2 ? FileHandle.standardError : FileHandle.standardOutput
    handle.write(Data(text.utf8))
  }

  public static func exit(_ code: Int32) -> Never {
    #if canImport(Darwin)
      Darwin.exit(code)
    #elseif canImport(Musl)
      Musl.exit(code)
    #else
      Glibc.exit(code)
    #endif
  }
}
