// #line and #column give the position of the literal itself.
print(#line)
let here = #line
print(here)
print("column", #column)
    print("indented column", #column)
func where_(_ l: Int = #line) -> Int { l }
print(where_())
print(
    #line
)
#sourceLocation(file: "Other.swift", line: 100)
print(#line, #fileID)
#sourceLocation()
print(#line, #fileID)

