// Multi-line string literals, indentation and line continuation.
let poem = """
    Roses are red,
      violets are blue.
    Swift is \
    fun.
    """
print(poem)
print(poem.split(separator: "\n").count)
let quoted = """
    "Quotes" need no escaping here.
    """
print(quoted)
let empty = """
    """
print(empty.isEmpty)

