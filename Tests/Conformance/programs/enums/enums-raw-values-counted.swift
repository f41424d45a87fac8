// Integer raw values count on from the last explicit one.
enum Floor: Int {
    case basement = -1
    case ground
    case first
    case tenth = 10
    case eleventh
    case twelfth
}

print(Floor.basement.rawValue)
print(Floor.ground.rawValue)
print(Floor.first.rawValue)
print(Floor.tenth.rawValue)
print(Floor.eleventh.rawValue)
print(Floor.twelfth.rawValue)
print(Floor(rawValue: 11) == .eleventh)
print(Floor(rawValue: 2) == nil)

enum Step: UInt8 {
    case one = 1, two, three
}
print(Step.three.rawValue)
print(Step(rawValue: 2)!)

