// Raw values used in arithmetic, and round-tripping through init?(rawValue:).
enum Weekday: Int, CaseIterable {
    case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday

    var next: Weekday {
        Weekday(rawValue: rawValue % 7 + 1)!
    }
    var isWeekend: Bool { rawValue >= 6 }
}

var day = Weekday.thursday
for _ in 0..<5 {
    print(day, day.rawValue, day.isWeekend)
    day = day.next
}
print(Weekday.allCases.filter(\.isWeekend))

