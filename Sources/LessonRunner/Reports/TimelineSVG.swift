import Expectations
import Transcript

/// The timeline of a run as inline SVG: a lane per window, scene of the program and the App;
/// phases as spans (colour, pattern and word, so that they survive colour blindness and
/// printing); events as labelled ticks; each printed line as a mark on the lane of the code
/// that printed it, with its line, cause and rule on hover, linked to its row below.
struct TimelineSVG {
  let layout: TimelineLayout
  /// What the grade made of each printed line, by `event-index` (for the marks' shapes).
  let failing: Set<String>
  /// Small: for the index page (no labels on marks, no links).
  var small = false
  /// Prefix of the page's ids, so that several timelines can share a page.
  var idPrefix = ""

  /// Okabe–Ito colours with a pattern each: readable without colour, and in print.
  static let phases: [String: (fill: String, pattern: String)] = [
    "active": ("#009E73", "solid"), "inactive": ("#E69F00", "hatch"), "background": ("#56B4E9", "dots"),
  ]

  func render() -> String {
    let width = Int(layout.width.rounded(.up))
    let height = Int(layout.height.rounded(.up))
    var out = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"timeline\" role=\"img\""
        + " viewBox=\"0 0 \(width) \(height)\" width=\"\(small ? min(width, 520) : width)\""
        + (small ? "" : " height=\"\(height)\"")
        + " aria-label=\"timeline of the run\">",
      Self.definitions(idPrefix),
    ]
    for lane in layout.lanes {
      let y = layout.y(of: lane)
      out.append(
        "<g class=\"lane\" data-lane=\"\(HTML.escape(lane.description))\">"
          + "<line x1=\"\(TimelineLayout.left - 6)\" x2=\"\(width - 10)\" y1=\"\(y + 9)\" y2=\"\(y + 9)\" class=\"axis\"/>"
          + "<text x=\"8\" y=\"\(y + 14)\" class=\"lane-name\">\(HTML.escape(lane.description))</text></g>")
    }
    for span in layout.spans {
      let style = Self.phases[span.phase] ?? ("#999999", "solid")
      let y = layout.y(of: span.lane) + 2
      let fill = style.pattern == "solid" ? style.fill : "url(#\(idPrefix)\(style.pattern))"
      let width = max(2, span.end - span.start)
      var shape =
        "<g class=\"phase\" data-phase=\"\(span.phase)\"><rect x=\"\(span.start)\" y=\"\(y)\" width=\"\(width)\""
        + " height=\"16\" fill=\"\(fill)\" stroke=\"\(style.fill)\"><title>\(HTML.escape(span.lane.description)):"
        + " \(span.phase)</title></rect>"
      if width > 70, !small {
        shape += "<text x=\"\(span.start + 4)\" y=\"\(y + 12)\" class=\"phase-word\">\(span.phase)</text>"
      }
      out.append(shape + "</g>")
    }
    for (x, event) in layout.events {
      out.append(
        "<g class=\"event\"><line x1=\"\(x)\" x2=\"\(x)\" y1=\"\(TimelineLayout.top - 14)\" y2=\"\(layout.height - 18)\""
          + " class=\"tick\"/>"
          + (small
            ? ""
            : "<text x=\"\(x - 4)\" y=\"\(TimelineLayout.top - 18)\" class=\"event-label\">\(event.index + 1)</text>")
          + "<title>event \(event.index + 1): \(HTML.escape(event.label)) at \(HappeningWords.seconds(event.start))</title></g>")
    }
    for sign in layout.signs { out.append(self.sign(sign)) }
    for mark in layout.marks { out.append(self.mark(mark)) }
    out.append("</svg>")
    if !small {
      let names = layout.events.map { "<li>\(HTML.escape($0.record.label)) <span class=\"rule\">at \(HappeningWords.seconds($0.record.start))</span></li>" }
      out.append("<ol class=\"events\">\(names.joined())</ol>")
    }
    return out.joined(separator: "\n")
  }

  private func mark(_ mark: TimelineLayout.Mark) -> String {
    let key = "\(mark.event)-\(mark.index)"
    let y = layout.y(of: mark.lane) - 10
    let fails = failing.contains(key)
    let shape =
      fails
      ? "<path d=\"M \(mark.x) \(y - 8) L \(mark.x + 8) \(y) L \(mark.x) \(y + 8) L \(mark.x - 8) \(y) Z\" class=\"mark fails\"/>"
      : "<circle cx=\"\(mark.x)\" cy=\"\(y)\" r=\"7\" class=\"mark\"/>"
    let title =
      "\(HappeningWords.seconds(mark.line.time))  \(mark.line.text)\n\(HappeningWords.sentence(mark.chain))"
    let body = "\(shape)<title>\(HTML.escape(title))</title>"
    guard !small else { return "<g class=\"printed\">\(body)</g>" }
    return "<a href=\"#\(idPrefix)line-\(key)\" id=\"\(idPrefix)mark-\(key)\" class=\"printed\" data-line=\"\(HTML.escape(mark.line.text))\">"
      + body + "</a>"
  }

  private func sign(_ sign: TimelineLayout.Sign) -> String {
    let y = layout.y(of: sign.lane) + 10
    let (glyph, kind): (String, String) =
      switch sign.happening.kind {
      case .snapshot: ("▣", "snapshot")
      case .suspended: ("z", "suspended")
      case .resumed: ("▶", "resumed")
      case .ended: ("✕", "ended")
      default: ("●", "launched")
      }
    return "<g class=\"sign \(kind)\"><text x=\"\(sign.x - 5)\" y=\"\(y + 24)\" class=\"sign-glyph\">\(glyph)</text>"
      + "<title>\(HTML.escape(HappeningWords.what(sign.happening))) at \(HappeningWords.seconds(sign.happening.time))"
      + " (rule \(sign.happening.rule))</title></g>"
  }

  /// The patterns of the phases that are not plain colour.
  static func definitions(_ prefix: String) -> String {
    """
    <defs><pattern id="\(prefix)hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">\
    <rect width="6" height="6" fill="#E69F00"/><line x1="0" y1="0" x2="0" y2="6" stroke="#ffffff" stroke-width="2"/></pattern>\
    <pattern id="\(prefix)dots" width="6" height="6" patternUnits="userSpaceOnUse">\
    <rect width="6" height="6" fill="#56B4E9"/><circle cx="3" cy="3" r="1.2" fill="#1b1b1b"/></pattern></defs>
    """
  }
}
