// try! on a call that throws stops with the error.
struct ParseError: Error {
    let text: String
}
func parse(_ s: String) throws -> Int {
    guard let n = Int(s) else { throw ParseError(text: s) }
    return n
}
print(try! parse("12"))
print(try! parse("twelve"))

