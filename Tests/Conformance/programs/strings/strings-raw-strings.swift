// Raw strings keep backslashes; #(…)# interpolates inside them.
let raw = #"C:\path\to\file"#
print(raw)
print(raw.count)
let value = 5
print(#"value is \(value), raw is \#(value)"#)
let regexLike = #"\d+\.\d+"#
print(regexLike)
print(##"a "#quoted#" word"##)

