// removeSubrange(_:) and replaceSubrange(_:with:) take one-sided ranges too.
var tasks = ["plan", "write", "test", "ship", "rest"]
tasks.removeSubrange(3...)
print(tasks)
tasks.removeSubrange(..<1)
print(tasks)
tasks.replaceSubrange(1..., with: ["review", "merge"])
print(tasks)
tasks.replaceSubrange(...0, with: ["draft", "edit"])
print(tasks)
var numbers = Array(1...6)
numbers.removeSubrange(...1)
numbers.replaceSubrange(..<2, with: [0])
print(numbers, numbers.count)
