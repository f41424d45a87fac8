// Empty strings, spaces and unicode in print and collections.
print("")
print("", "")
print(" ")
print(["", " "])
print("tab\there")
print("e\u{301}", "e\u{301}".count)
print("\u{1F600}")
print("line1\nline2")
print(["line1\nline2"])

