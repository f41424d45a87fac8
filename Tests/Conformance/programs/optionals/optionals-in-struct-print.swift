// A struct's optional fields print as Optional(…) inside the struct.
struct Profile {
    var name: String
    var nickname: String?
    var score: Int?
}

let p = Profile(name: "Kim", nickname: nil, score: 12)
print(p)
print(String(reflecting: p))
print([p])
var q = p
q.nickname = "K"
print(q)
print(q.nickname!)

