#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The inputs `lesson-bench --compare` measures, written to a folder: consoles, fixtures
/// claiming some of their lines, and the same claims as FileCheck check files.
struct CompareInputs {
  let folder: String

  /// A printed line: `step 12: stored 12 items -> slot 84 of the queue` (about 50 bytes).
  static func printed(_ index: Int) -> String {
    "step \(index): stored \(index % 97) items -> slot \(index * 7 % 1000) of the queue"
  }

  /// The same line with its two numbers as holes, for lesson-runner and for FileCheck.
  static func holed(_ index: Int) -> (fixture: String, check: String) {
    (
      "step \(index): stored {{int}} items -> slot {{int}} of the queue",
      "step \(index): stored {{[0-9]+}} items -> slot {{[0-9]+}} of the queue"
    )
  }

  /// Writes `count` printed lines to `name`, a megabyte at a time; returns the path and size.
  func console(_ name: String, lines count: Int) -> (path: String, bytes: Int) {
    let path = "\(folder)/\(name)"
    guard let file = fopen(path, "wb") else { fatalError("cannot write \(path)") }
    defer { fclose(file) }
    var buffer: [UInt8] = []
    buffer.reserveCapacity(1 << 21)
    var total = 0
    func number(_ value: Int) {
      var digits: [UInt8] = []
      var rest = value
      repeat {
        digits.append(UInt8(ascii: "0") + UInt8(rest % 10))
        rest /= 10
      } while rest > 0
      buffer.append(contentsOf: digits.reversed())
    }
    for index in 0..<count {
      buffer.append(contentsOf: "step ".utf8)
      number(index)
      buffer.append(contentsOf: ": stored ".utf8)
      number(index % 97)
      buffer.append(contentsOf: " items -> slot ".utf8)
      number(index * 7 % 1000)
      buffer.append(contentsOf: " of the queue\n".utf8)
      if buffer.count >= 1 << 20 {
        total += buffer.count
        fwrite(buffer, 1, buffer.count, file)
        buffer.removeAll(keepingCapacity: true)
      }
    }
    total += buffer.count
    fwrite(buffer, 1, buffer.count, file)
    return (path, total)
  }

  /// Writes `lines` to `name`, one a line.
  func text(_ name: String, _ lines: [String]) -> String {
    let path = "\(folder)/\(name)"
    guard let file = fopen(path, "wb") else { fatalError("cannot write \(path)") }
    defer { fclose(file) }
    let text = lines.joined(separator: "\n") + "\n"
    fputs(text, file)
    return path
  }

  /// A fixture whose launch claims `lines` (partial: other lines may come between, as
  /// FileCheck's CHECK lines allow), or claims them in any order.
  func fixture(_ name: String, _ lines: [String], anyOrder: Bool = false) -> String {
    let header = [
      "# lesson-bench --compare: \(name)", "source: lesson-bench", "device: iPhone 17", "",
      "-- App.swift --", "print(\"unused\")", "", "== launch ==",
      anyOrder ? "-- any order --" : "-- partial --",
    ]
    return text("\(name).fixture", header + lines)
  }

  /// A FileCheck check file: one CHECK (or CHECK-DAG) line per expected line.
  func checks(_ name: String, _ lines: [String], anyOrder: Bool = false) -> String {
    let directive = anyOrder ? "CHECK-DAG" : "CHECK"
    return text("\(name).check", lines.map { "\(directive): \($0)" })
  }

  /// The indices of `count` lines spread evenly over `total`.
  static func spread(_ count: Int, over total: Int) -> [Int] {
    (0..<count).map { $0 * (total / count) + total / count / 2 }
  }
}
