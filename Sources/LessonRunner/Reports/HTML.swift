/// What every HTML page of the report shares: escaping, the page around a body, the style.
///
/// Pages are self-contained: inline CSS and SVG, no script, nothing fetched.
enum HTML {
  static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.count)
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.append(character)
      }
    }
    return out
  }

  /// A whole page.
  static func page(title: String, body: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(escape(title))</title>
    <style>\(style)</style>
    </head>
    <body>
    \(body)
    </body>
    </html>

    """
  }

  /// Large type; outcomes said in words and symbols, not only colour; Okabe–Ito colours.
  static let style = """

    body { font: 19px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1b1b1b;
      background: #ffffff; margin: 1.5rem auto; max-width: 76rem; padding: 0 1rem; }
    h1 { font-size: 1.9rem; margin: 0 0 .3rem; } h2 { font-size: 1.35rem; margin-top: 2rem; }
    .claim { font-size: 1.3rem; border-left: 6px solid #0072B2; padding: .3rem .8rem; background: #eef5fb; }
    .outcome { font-weight: 700; font-size: 1.2rem; }
    .pass { color: #006b4f; } .fail { color: #a63d00; } .error { color: #a63d00; }
    .path { color: #555; font-size: .9rem; }
    .scroll { overflow-x: auto; border: 1px solid #ccc; padding: .4rem; }
    svg.timeline { font: 14px system-ui, sans-serif; background: #fff; }
    svg .lane-name { font-weight: 600; font-size: 15px; fill: #1b1b1b; }
    svg .axis { stroke: #bbb; stroke-width: 1; }
    svg .tick { stroke: #555; stroke-dasharray: 3 3; }
    svg .event-label { font-size: 13px; fill: #1b1b1b; }
    svg .phase-word { font-size: 12px; fill: #000; font-weight: 600; paint-order: stroke; stroke: #fff; stroke-width: 3px; }
    svg .mark { fill: #ffffff; stroke: #1b1b1b; stroke-width: 2.5; }
    svg .mark.fails { fill: #D55E00; stroke: #1b1b1b; }
    svg a:hover .mark, svg a:focus .mark { fill: #F0E442; }
    svg .sign-glyph { font-size: 15px; fill: #1b1b1b; }
    ol.events { columns: 3 14rem; font-size: .95rem; }
    .legend span { display: inline-block; margin-right: 1.2rem; }
    .swatch { display: inline-block; width: 2rem; height: 1rem; vertical-align: middle; border: 1px solid #333; }
    .swatch.active { background: #009E73; }
    .swatch.inactive { background: repeating-linear-gradient(45deg, #E69F00 0 4px, #fff 4px 6px); }
    .swatch.background { background: radial-gradient(#1b1b1b 20%, #56B4E9 25%) 0 0 / 6px 6px; }
    table { border-collapse: collapse; width: 100%; }
    th, td { text-align: left; vertical-align: top; padding: .35rem .5rem; border-bottom: 1px solid #ddd; }
    td.text, pre { font-family: ui-monospace, "SF Mono", Menlo, monospace; }
    tr:target { background: #fff3b0; }
    .why { font-size: .95rem; } .rule { font-size: .85rem; color: #444; }
    .chain { font-size: .85rem; color: #333; margin: .2rem 0 0 1rem; padding: 0; }
    pre { background: #f6f6f6; padding: .8rem; overflow-x: auto; font-size: .95rem; }
    @media print { body { font-size: 12pt; max-width: none; } .scroll { overflow: visible; } }

    """
}
