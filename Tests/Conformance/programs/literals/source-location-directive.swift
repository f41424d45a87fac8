// #sourceLocation renumbers the lines after it (and names another file) until it is reset.
func here(_ line: Int = #line, _ file: String = #fileID) -> String { "\(file):\(line)" }
print(#line, here())
#sourceLocation(file: "Generated.swift", line: 500)
print(#line, #fileID)
func inside() -> String {
    here()
}
print(inside())
#sourceLocation(file: "Other.swift", line: 1)
print(#line,
      #line)
#sourceLocation()
print(#line, here())
