// if and switch used as expressions.
let score = 72
let grade = if score >= 90 { "A" } else if score >= 70 { "B" } else { "C" }
print(grade)
let size = switch score {
case ..<50: "small"
case 50..<80: "medium"
default: "large"
}
print(size)
func sign(_ n: Int) -> String {
    switch n {
    case ..<0: "negative"
    case 0: "zero"
    default: "positive"
    }
}
print([-3, 0, 4].map(sign))
let parity: String = if score.isMultiple(of: 2) { "even" } else { "odd" }
print(parity)

