debugPrint("a"..."c", 1.5..<2.5, ..."z", "q"...)
print(["a"..."c"], [1.5...2.0])
print(("a"..."c").description)
print(max(1.5, 2), min(3, 2.5, 1), max(Float(1), 2), min(1, 2), max("a","b"))
