// Appending, inserting and removing elements.
var a = [10, 20, 30]
a.append(40)
a.insert(5, at: 0)
a += [50, 60]
print(a)
print(a.remove(at: 2))
print(a.removeFirst(), a.removeLast())
print(a)
a.removeSubrange(1..<3)
print(a)
a.replaceSubrange(0..<1, with: [1, 2, 3])
print(a, a.count, a.isEmpty)
a.removeAll()
print(a, a.isEmpty)

