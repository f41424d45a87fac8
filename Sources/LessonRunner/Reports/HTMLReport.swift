import Expectations
import Foundation
import Transcript

/// `--format html`: for verify, a folder with an index page (each fixture's outcome and a small
/// timeline) and a page per fixture; for grade, one page.
enum HTMLReport {
  /// A fixture's page, or the bad input that stopped it.
  struct Entry {
    var path: String
    var page: TimelinePage?
    var grade: Grade
  }

  /// The name of a fixture's page in the folder: `lesson54--step07-save-before-view.html`.
  static func pageName(_ path: String) -> String {
    let name = path.split(separator: "/").suffix(2).joined(separator: "--")
    return (name.hasSuffix(".fixture") ? String(name.dropLast(8)) : name) + ".html"
  }

  /// The index page: one row per fixture, outcome first, with its small timeline.
  static func index(_ entries: [Entry]) -> String {
    let passed = entries.filter { $0.grade.outcome == .pass }.count
    var rows: [String] = []
    for entry in entries {
      let name = pageName(entry.path)
      let small = entry.page?.transcript.map { transcript in
        let layout = TimelineLayout(transcript: transcript)
        return TimelineSVG(layout: layout, failing: [], small: true, idPrefix: "i\(rows.count)-").render()
      } ?? ""
      rows.append(
        "<tr class=\"\(entry.grade.outcome.rawValue)\"><td class=\"outcome \(entry.grade.outcome.rawValue)\">"
          + "\(TimelinePage.outcomeWords(entry.grade.outcome))</td>"
          + "<td><a href=\"\(HTML.escape(name))\">\(HTML.escape(entry.grade.title.isEmpty ? entry.path : entry.grade.title))</a>"
          + "<div class=\"path\">\(HTML.escape(entry.path))</div>"
          + "<div>\(HTML.escape(entry.grade.claim ?? entry.grade.message))</div></td>"
          + "<td>\(small)</td></tr>")
    }
    let body = """
      <header><h1>lesson-runner: \(entries.count) fixture\(entries.count == 1 ? "" : "s")</h1>
      <p class="outcome">\(passed) passed, \(entries.count - passed) did not</p></header>
      \(TimelinePage.legend)
      <table id="fixtures"><thead><tr><th>outcome</th><th>fixture and claim</th><th>timeline</th></tr></thead>
      <tbody>
      \(rows.joined(separator: "\n"))
      </tbody></table>
      """
    return HTML.page(title: "lesson-runner report", body: body)
  }

  /// Writes the folder: `index.html` and each fixture's page. Returns false (with the error on
  /// standard error) when it cannot.
  static func write(_ entries: [Entry], to folder: String?, into output: inout LessonRunnerCommand.Output) -> Bool {
    guard let folder else {
      output.error("error: '--format html' writes a folder of pages: give it with '--output FOLDER'")
      return false
    }
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      output.error("error: cannot make the folder '\(folder)': \(error.localizedDescription)")
      return false
    }
    do {
      for entry in entries {
        let page =
          entry.page?.render()
          ?? HTML.page(
            title: entry.path,
            body: "<h1>\(HTML.escape(entry.path))</h1><pre>\(HTML.escape(ReportText.summary(entry.grade)))</pre>")
        try AtomicFile.write(page, to: folder + "/" + pageName(entry.path))
      }
      try AtomicFile.write(index(entries), to: folder + "/index.html")
    } catch {
      output.error("error: \(error.message)")
      return false
    }
    output.print("wrote \(folder)/index.html and \(entries.count) page\(entries.count == 1 ? "" : "s"); open \(folder)/index.html in a browser")
    return true
  }
}

extension VerifyCommand {
  /// `verify --format html --output FOLDER`: the index and a page per fixture.
  func writeHTML(_ results: [Verified], into output: inout LessonRunnerCommand.Output) {
    let entries = results.map { result -> HTMLReport.Entry in
      switch result {
      case .verified(let fixture, _, let transcript, let grade):
        let page = TimelinePage(
          title: fixture.title, path: fixture.path, claim: fixture.claim, grade: grade, transcript: transcript)
        return HTMLReport.Entry(path: fixture.path, page: page, grade: grade)
      case .badInput(let path, let error, _):
        output.error(error.description)
        return HTMLReport.Entry(path: path, page: nil, grade: result.grade)
      }
    }
    let written = HTMLReport.write(entries, to: invocation.values["--output"], into: &output)
    let bad = results.contains { if case .badInput = $0 { true } else { false } }
    let failed = results.contains { $0.grade.outcome == .fail }
    output.exitCode = !written || bad ? 2 : (failed ? 1 : 0)
  }
}

extension GradeCommand {
  /// `grade --format html`: one page (with a timeline for `--code`; a paste has no times), to
  /// `--output FILE` or standard output.
  func writeHTML(_ grade: Grade, _ transcript: Transcript?, into output: inout LessonRunnerCommand.Output) {
    let page = TimelinePage(
      title: grade.title.isEmpty ? grade.path : grade.title, path: grade.path, claim: grade.claim, grade: grade,
      transcript: transcript
    ).render()
    if let file = invocation.values["--output"] {
      do {
        try AtomicFile.write(page, to: file)
      } catch {
        output.error("error: \(error.message)")
        output.exitCode = 2
        return
      }
      output.print(HumanReport(grade: grade, colour: invocation.colour).render())
    } else {
      output.print(page)
    }
    output.exitCode = grade.exitCode
  }
}
