func find(_ name: String, in list: [String]) -> Int? { list.firstIndex(of: name) }
let names = ["ann", "bob", "cy"]
if let i = find("bob", in: names), i > 0 { print("found at", i) } else { print("no") }
guard let j = find("cy", in: names) else { fatalError() }
print(j)
let maybe = find("zed", in: names)
print(maybe ?? -1, maybe.map { $0 * 2 } ?? 0, maybe == nil)
var counter: Int? = nil
counter = (counter ?? 0) + 1
print(counter!, counter as Any)
let values: [String?] = ["1", nil, "x", "4"]
let ints = values.compactMap { $0.flatMap(Int.init) }
print(ints, values.map { $0?.count ?? 0 })
let joined = values.map { $0 ?? "-" }.joined(separator: ",")
print(joined)
let nestedOpt: [[Int]?] = [[1, 2], nil, []]
print(nestedOpt.map { $0?.first as Any })
print(nestedOpt.compactMap { $0 }.flatMap { $0 })
struct Config { var title: String?; var size: Int? }
let c = Config(title: nil, size: 3)
print(c, c.title?.uppercased() ?? "untitled", c.size.map { "\($0)px" } ?? "auto")
let str: String? = "hello"
if let s = str, !s.isEmpty, let first = s.first { print(first, s.count) }
switch (str, c.size) {
case (let s?, let n?): print("both", s, n)
case (nil, _): print("no string")
case (_, nil): print("no size")
}
print(str?.isEmpty == false, str?.hasPrefix("he") == true)
let opts: [Int?] = [3, nil]
for case let x? in opts { print("x", x) }
print(opts.map { $0.debugDescription })
