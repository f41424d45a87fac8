// removeLast on an empty array traps.
var stack = [1]
print(stack.removeLast())
print(stack.isEmpty)
print(stack.removeLast())

