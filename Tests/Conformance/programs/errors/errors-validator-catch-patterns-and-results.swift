enum ValidationError: Error { case empty, tooShort(min: Int), invalid(String) }
struct Validator {
  func check(_ s: String) throws -> String {
    if s.isEmpty { throw ValidationError.empty }
    if s.count < 3 { throw ValidationError.tooShort(min: 3) }
    if s.contains(" ") { throw ValidationError.invalid("space in \(s)") }
    return s.lowercased()
  }
}
let v = Validator()
for input in ["", "ab", "a b c", "Swift"] {
  do {
    let r = try v.check(input)
    print("ok:", r)
  } catch ValidationError.empty {
    print("empty!")
  } catch ValidationError.tooShort(let m) {
    print("too short, min", m)
  } catch {
    print("other:", error)
  }
}
print((try? v.check("ABC")) as Any, (try? v.check("")) as Any)
func parse(_ s: String) throws -> Int {
  guard let n = Int(s) else { throw ValidationError.invalid(s) }
  return n
}
let results = ["1", "x", "3"].map { s in Result { try parse(s) } }
for r in results {
  switch r { case .success(let n): print("n =", n); case .failure(let e): print("fail", e) }
}
print(results.compactMap { try? $0.get() })
func sum(_ xs: [String]) throws -> Int { try xs.map(parse).reduce(0, +) }
do { print(try sum(["1", "2"])); print(try sum(["1", "q"])) } catch { print("caught", error) }
struct Msg: Error, CustomStringConvertible { let text: String; var description: String { "Msg: \(text)" } }
do { throw Msg(text: "boom") } catch let m as Msg { print(m, m.text) } catch { }
print(ValidationError.tooShort(min: 2))
