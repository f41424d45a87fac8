// A nested generic type named with its arguments after a member access (Net.Response<String>)
// is a type, not a comparison; a comparison of members still compares.
struct Outer<T> {
    struct Inner<U> { var u: U }
    var t: T
}
enum Net {
    struct Response<Body> { var body: Body; var status = 200 }
    static let limit = 3
}
let inner = Outer<Int>.Inner<Bool>(u: true)
print(inner, type(of: inner))
let response = Net.Response<String>(body: "ok")
print(response, type(of: response))
let empty = Net.Response<[Int]>.init(body: [])
print(empty.body.count, Net.Response<Int>.self)
let array = Swift.Array<Int>(repeating: 1, count: 2)
print(array)
let n = 2
print(Net.limit < n, Net.limit<n, Net.limit > n)
