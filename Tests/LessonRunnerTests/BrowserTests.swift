import Foundation
import HarnessTestSupport
import LessonRunner
import Testing

/// The HTML report as a real browser draws it: Debian's `chromium`, headless, renders three
/// pages (lesson 6 step 6; lesson 54 step 9 on iPad; a failing grade) to their DOM and to a PNG.
/// The DOM must hold the lanes, the marks and the diff; the picture must not be blank and must
/// show the phases' colours. `.ci/run` installs chromium; without it the test is skipped, and
/// says so. The PNGs are written to a temporary folder, never committed.
@Suite("The HTML report in headless Chromium")
struct BrowserTests {
  static let chromium = ExternalTool("chromium")
  static let python = ExternalTool("python3")

  /// The three pages and what each must show: lanes by name, and how many printed lines.
  static func pages(in folder: String) throws -> [(file: String, lanes: [String], marks: Int, fails: Int)] {
    let stepSix = PackagePaths.path("Fixtures/lesson06/step06-store-saves-on-background.fixture")
    let stepNine = PackagePaths.path("Fixtures/lesson54/step09-hazel-opens.fixture")
    let stepSeven = PackagePaths.path(HTMLReportTests.stepSeven)
    _ = HTMLReportTests.run(["explain", stepSix, "--format", "html", "--output", folder + "/six.html"])
    _ = HTMLReportTests.run(["explain", stepNine, "--format", "html", "--output", folder + "/nine.html"])
    let code = folder + "/code"
    try FileManager.default.createDirectory(atPath: code, withIntermediateDirectories: true)
    let fixture = try FixtureRunner().load(path: stepSeven)
    for file in fixture.swiftFiles {
      try GradeCodeTests.saveInView(file.name, file.text).write(
        toFile: code + "/" + file.name, atomically: true, encoding: .utf8)
    }
    _ = HTMLReportTests.run([
      "grade", stepSeven, "--code", code, "--format", "html", "--output", folder + "/grade.html",
    ])
    func printed(_ path: String) -> Int {
      guard case .verified(_, let transcript) = FixtureRunner().run(path: path) else { return -1 }
      return transcript.console.count
    }
    return [
      ("six.html", ["the App", "window 1"], printed(stepSix), 0),
      ("nine.html", ["the App", "scene 'BurrowScene'", "window 1", "window 2"], printed(stepNine), 0),
      ("grade.html", ["the App", "scene 'BurrowScene'", "window 1"], printed(stepSeven), 1),
    ]
  }

  private func browse(_ arguments: [String], folder: String) throws -> ExternalTool.Run {
    try Self.chromium.run(
      ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--user-data-dir=\(folder)/profile"]
        + arguments)
  }

  @Test(
    "three reports render in headless Chromium with their lanes, marks and diff, and the picture is not blank",
    .enabled(
      if: chromium.isInstalled,
      "chromium (Debian's package) is not installed, so the report was not drawn; .ci/run installs it"))
  func rendersInChromium() throws {
    let folder = try PackagePaths.temporaryFolder()
    for page in try Self.pages(in: folder) {
      let url = "file://\(folder)/\(page.file)"
      let dom = try browse(["--dump-dom", url], folder: folder).output
      #expect(dom.contains("id=\"timeline\"") && dom.contains("id=\"diff\""), "\(page.file): no timeline or diff")
      for lane in page.lanes {
        #expect(dom.contains("<g class=\"lane\" data-lane=\"\(lane)\">"), "\(page.file): no lane for \(lane)")
      }
      #expect(HTMLReportTests.count("class=\"printed\"", in: dom) == page.marks, "\(page.file): marks")
      #expect(HTMLReportTests.count("class=\"mark fails\"", in: dom) == page.fails, "\(page.file): failing marks")
      let png = "\(folder)/\(page.file).png"
      _ = try browse(["--window-size=1280,900", "--screenshot=\(png)", url], folder: folder)
      let data = try #require(FileManager.default.contents(atPath: png), "\(page.file): no screenshot")
      #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(page.file): the screenshot is not a PNG")
      guard Self.python.isInstalled else {
        Issue.record("python3 is not installed: the picture of \(page.file) was not read")
        continue
      }
      let colours = try Self.python.run(["-c", Self.pixelCounter, png]).output
        .split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
      try #require(colours.count == 3, "\(page.file): the PNG could not be read")
      let (inked, active, inactive) = (colours[0], colours[1], colours[2])
      #expect(inked > 20_000, "\(page.file): the picture is almost blank (\(inked) inked pixels)")
      #expect(active > 200, "\(page.file): no active phase drawn (\(active) pixels)")
      #expect(inactive > 100, "\(page.file): no inactive phase drawn (\(inactive) pixels)")
    }
  }

  /// Reads an 8-bit RGB(A) PNG with Python's standard library only, and prints how many pixels
  /// are not white, how many are the active phase's green (#009E73), and the inactive orange.
  static let pixelCounter = """
    import sys, zlib, struct
    data = open(sys.argv[1], 'rb').read()
    pos, idat, width, height, kind = 8, b'', 0, 0, 0
    while pos < len(data):
        length, tag = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if tag == b'IHDR':
            width, height, depth, kind = struct.unpack('>IIBB', body[:10])
        elif tag == b'IDAT':
            idat += body
        pos += 12 + length
    channels = {2: 3, 6: 4}[kind]
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous, i = [], bytearray(stride), 0
    for _ in range(height):
        f = raw[i]; line = bytearray(raw[i + 1:i + 1 + stride]); i += 1 + stride
        for x in range(stride):
            a = line[x - channels] if x >= channels else 0
            b = previous[x]
            c = previous[x - channels] if x >= channels else 0
            if f == 1: line[x] = (line[x] + a) & 255
            elif f == 2: line[x] = (line[x] + b) & 255
            elif f == 3: line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line); previous = line
    inked = active = inactive = 0
    for line in rows:
        for x in range(0, stride, channels):
            r, g, b = line[x], line[x + 1], line[x + 2]
            if r < 240 or g < 240 or b < 240: inked += 1
            if abs(r - 0) < 24 and abs(g - 158) < 24 and abs(b - 115) < 24: active += 1
            if abs(r - 230) < 24 and abs(g - 159) < 24 and abs(b - 0) < 24: inactive += 1
    print(inked, active, inactive)
    """
}
