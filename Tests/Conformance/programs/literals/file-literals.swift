// #file and #fileID in Swift 6 both name the module and file.
print(#fileID)
print(#file)
print(#file == #fileID)
func report(file: StaticString = #fileID) -> String { "\(file)" }
print(report())
let parts = #fileID.split(separator: "/")
print(parts.first!, parts.last!)

