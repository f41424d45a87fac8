// Result's map, mapError, flatMap and flatMapError.
enum Failure: Error { case bad(Int) }
enum Wrapped: Error { case wrapped(String) }
func check(_ n: Int) -> Result<Int, Failure> { n > 0 ? .success(n) : .failure(.bad(n)) }
let ok = check(4), no = check(-1)
print(ok.map { $0 * 10 }, no.map { $0 * 10 })
print(ok.mapError { _ in Wrapped.wrapped("x") }, no.mapError { error in Wrapped.wrapped("\(error)") })
print(ok.flatMap { check($0 - 10) }, ok.flatMap { check($0 + 1) })
print(no.flatMapError { _ in check(7) })
if case .success(let value) = ok.map(String.init) { print(value, type(of: value)) }
