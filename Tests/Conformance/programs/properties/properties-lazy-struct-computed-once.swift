// A lazy property of a struct is computed once per variable, on the first read.
struct Report {
    var lines: [String]
    lazy var summary: String = {
        print("summarizing", lines.count)
        return lines.joined(separator: "/")
    }()
}
var report = Report(lines: ["a", "b"])
print("before")
print(report.summary)
report.lines.append("c")
print(report.summary)
var copy = report
print(copy.summary)
var fresh = Report(lines: ["x"])
let snapshot = fresh
print(fresh.summary, fresh.summary.count)
var later = snapshot
print(later.summary)
