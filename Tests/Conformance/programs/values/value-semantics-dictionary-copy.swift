// Dictionaries are values too.
var scores = ["ann": 1]
var copy = scores
copy["ann"] = 7
copy["bob"] = 3
print(scores)
print(copy.keys.sorted(), copy.values.sorted())
print(scores.count, copy.count)

