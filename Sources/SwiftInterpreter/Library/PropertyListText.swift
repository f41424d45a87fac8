/// XML property lists as `PropertyListEncoder` (`outputFormat = .xml`) writes them and
/// `PropertyListDecoder` reads them.
///
/// Checked against swiftc 6.3.1's Foundation: the XML header and DOCTYPE, tabs for
/// indentation, a dictionary's keys sorted, `<true/>`, `<real>` written as JSON writes numbers
/// (`-2`, `1e+20`), `<data>` as base64 on its own indented line, `<date>` in ISO 8601 (UTC),
/// only `<`, `>` and `&` escaped, and a final line break.
public enum PropertyListText {
  public static func write(_ tree: CodingTree) -> String {
    var out = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">

      """
    write(tree, depth: 0, into: &out)
    out += "</plist>\n"
    return out
  }

  private static func write(_ tree: CodingTree, depth: Int, into out: inout String) {
    let tabs = String(repeating: "\t", count: depth)
    switch tree {
    case .null: break  // refused before writing (PropertyListCoders): its form is not modelled
    case .bool(let value): out += tabs + (value ? "<true/>" : "<false/>") + "\n"
    case .integer(let value): out += tabs + "<integer>\(value)</integer>\n"
    case .double(let value): out += tabs + "<real>\(JSONText.number(value))</real>\n"
    case .string(let value): out += tabs + "<string>\(escape(value))</string>\n"
    case .date(let seconds): out += tabs + "<date>\(iso8601(seconds))</date>\n"
    case .data(let bytes): out += tabs + "<data>\n" + tabs + Base64.encode(bytes) + "\n" + tabs + "</data>\n"
    case .array(let elements):
      guard !elements.isEmpty else { out += tabs + "<array/>\n"; return }
      out += tabs + "<array>\n"
      for element in elements { write(element, depth: depth + 1, into: &out) }
      out += tabs + "</array>\n"
    case .object(let members):
      guard !members.isEmpty else { out += tabs + "<dict/>\n"; return }
      out += tabs + "<dict>\n"
      for member in members.sorted(by: { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) }) {
        out += tabs + "\t<key>\(escape(member.key))</key>\n"
        write(member.value, depth: depth + 1, into: &out)
      }
      out += tabs + "</dict>\n"
    }
  }

  static func escape(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "&": out += "&amp;"
      default: out.append(character)
      }
    }
    return out
  }

  /// `2001-01-01T00:00:10Z`: whole seconds, UTC.
  static func iso8601(_ seconds: Double) -> String {
    let total = Int((seconds + 978_307_200).rounded(.down))
    var days = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
    let time = total - days * 86_400
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    days += 719_468
    let era = (days >= 0 ? days : days - 146_096) / 146_097
    let dayOfEra = days - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return "\(year)-\(two(month))-\(two(day))T\(two(time / 3600)):\(two(time / 60 % 60)):\(two(time % 60))Z"
  }

  static func seconds(fromISO8601 text: String) -> Double? {
    let parts = text.split(whereSeparator: { "-T:Z".contains($0) }).compactMap { Int($0) }
    guard parts.count == 6, text.hasSuffix("Z") else { return nil }
    let (year, month, day) = (parts[0], parts[1], parts[2])
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    let days = era * 146_097 + dayOfEra - 719_468
    return Double(days * 86_400 + parts[3] * 3600 + parts[4] * 60 + parts[5]) - 978_307_200
  }
}
