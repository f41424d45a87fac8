import Expectations
import Transcript

/// Where everything of a run goes on the timeline: lanes top to bottom, virtual time left to
/// right, and things that happened at the same instant side by side in the order they happened.
///
/// Most of a run happens in instants (a launch, a change of phase and the lines it prints all at
/// 0.000 s), so the axis gives each instant a column as wide as what happened in it, and the
/// gaps between instants grow with the time between them.
struct TimelineLayout {
  /// A printed line placed on its lane.
  struct Mark {
    var event: Int
    var index: Int
    var line: ConsoleLine
    var lane: Happening.Lane
    var x: Double
    var chain: CauseChain
  }

  /// A phase held by a lane from one x to another.
  struct Span {
    var lane: Happening.Lane
    var phase: String
    var start: Double
    var end: Double
  }

  /// Something drawn as a small sign: a snapshot, a suspension, a launch or an end.
  struct Sign {
    var lane: Happening.Lane
    var x: Double
    var happening: Happening
  }

  static let left = 170.0
  static let laneHeight = 58.0
  static let top = 46.0
  static let step = 18.0

  var lanes: [Happening.Lane] = []
  var marks: [Mark] = []
  var spans: [Span] = []
  var signs: [Sign] = []
  var events: [(x: Double, record: EventRecord)] = []
  var width = 0.0
  var height: Double { Self.top + Double(lanes.count) * Self.laneHeight + 24 }

  init(transcript: Transcript) {
    let happenings = transcript.happenings
    // Every item in the order it happened: happenings that are drawn, and printed lines (which
    // come right after the happening of the code that printed them).
    enum Item { case happening(Happening), line(event: Int, index: Int, ConsoleLine) }
    var items: [(time: Int, key: Double, item: Item)] = []
    for happening in happenings where Self.isDrawn(happening) {
      items.append((happening.time, Double(happening.id), .happening(happening)))
    }
    for event in transcript.events {
      for (index, line) in event.console.enumerated() {
        items.append((line.time, Double(line.happening ?? 0) + 0.5, .line(event: event.index, index: index, line)))
      }
    }
    items = items.enumerated().sorted { a, b in
      (a.element.time, a.element.key, a.offset) < (b.element.time, b.element.key, b.offset)
    }.map(\.element)
    var x = Self.left + 12
    var lastTime: Int?
    for entry in items {
      if entry.time != lastTime {
        if let lastTime { x += Self.gap(entry.time - lastTime) }
        lastTime = entry.time
      }
      switch entry.item {
      case .happening(let happening):
        if case .event = happening.kind, let record = transcript.events.first(where: { $0.index == happening.event }) {
          // Events that follow each other in the same instant still stand apart, in order.
          x += Self.step
          events.append((x - Self.step / 2, record))
        }
        place(happening, at: x, in: happenings)
      case .line(let event, let index, let line):
        let chain = CauseChain(from: line.happening, in: happenings)
        let lane = chain.printer?.lane ?? .app
        addLane(lane)
        marks.append(Mark(event: event, index: index, line: line, lane: lane, x: x, chain: chain))
      }
      x += Self.step
    }
    width = x + 40
    for index in spans.indices where spans[index].end < 0 { spans[index].end = width - 20 }
    lanes.sort()
  }

  /// What the timeline draws besides lines: phases, and the system's signs.
  static func isDrawn(_ happening: Happening) -> Bool {
    switch happening.kind {
    case .event, .phase, .snapshot, .suspended, .resumed, .ended, .launched: true
    default: false
    }
  }

  /// The space between two instants `milliseconds` apart: wider for longer, never too wide.
  static func gap(_ milliseconds: Int) -> Double {
    guard milliseconds > 0 else { return 0 }
    var width = 14.0
    var rest = Double(milliseconds) / 125
    while rest >= 1, width < 110 {
      width += 12
      rest /= 2
    }
    return width
  }

  private mutating func addLane(_ lane: Happening.Lane) {
    if !lanes.contains(lane) { lanes.append(lane) }
  }

  private mutating func place(_ happening: Happening, at x: Double, in all: [Happening]) {
    switch happening.kind {
    case .phase(let lane, _, let to):
      addLane(lane)
      closeSpan(of: lane, at: x)
      if to != "none" { spans.append(Span(lane: lane, phase: to, start: x, end: -1)) }
    case .ended:
      for lane in lanes { closeSpan(of: lane, at: x) }
      signs.append(Sign(lane: .app, x: x, happening: happening))
    case .event:
      break
    case .snapshot(let window):
      addLane(.window(window))
      signs.append(Sign(lane: .window(window), x: x, happening: happening))
    default:
      addLane(.app)
      signs.append(Sign(lane: .app, x: x, happening: happening))
    }
  }

  private mutating func closeSpan(of lane: Happening.Lane, at x: Double) {
    if let open = spans.lastIndex(where: { $0.lane == lane && $0.end < 0 }) { spans[open].end = x }
  }

  /// The y of a lane's middle.
  func y(of lane: Happening.Lane) -> Double {
    Self.top + Double(lanes.firstIndex(of: lane) ?? 0) * Self.laneHeight + Self.laneHeight / 2
  }
}
