// A Comparable conformance gives sort, min, max and ranges.
struct Version: Comparable, CustomStringConvertible {
    var major: Int, minor: Int
    static func < (a: Version, b: Version) -> Bool {
        (a.major, a.minor) < (b.major, b.minor)
    }
    var description: String { "v\(major).\(minor)" }
}

let versions = [Version(major: 2, minor: 0), Version(major: 1, minor: 10), Version(major: 1, minor: 2)]
print(versions.sorted())
print(versions.min()!, versions.max()!)
let range = Version(major: 1, minor: 0)...Version(major: 1, minor: 99)
print(versions.filter { range.contains($0) })
print(Version(major: 1, minor: 2) >= Version(major: 1, minor: 2))

