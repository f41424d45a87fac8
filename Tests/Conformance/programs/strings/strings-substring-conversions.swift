// Converting between String and Substring, and what each operation gives back.
let path = "/usr/local/bin/swift"
let name = path.split(separator: "/").last!
print(name, type(of: name))
let stem: String = String(name)
print(stem, type(of: stem))
let dropped = path.dropFirst()
print(type(of: dropped), dropped.count)
let upper = dropped.uppercased()
print(type(of: upper), upper)
let filtered = name.filter { $0 != "i" }
print(filtered, type(of: filtered))
if let slash = path.lastIndex(of: "/") {
    let file = path[path.index(after: slash)...]
    print(file, type(of: file), file == name)
}
print(String(describing: name), String(reflecting: name))
print("\(name)!", [name, name].count)
