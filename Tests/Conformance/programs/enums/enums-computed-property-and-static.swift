// Computed properties and static members on an enum.
enum Size: Int {
    case small = 1, medium, large

    var label: String {
        switch self {
        case .small: "S"
        case .medium: "M"
        case .large: "L"
        }
    }

    static let fallback = Size.medium
    static func parse(_ text: String) -> Size {
        [Size.small, .medium, .large].first { $0.label == text } ?? fallback
    }
}

print(Size.large.label)
print(Size.parse("S"), Size.parse("XL"))
print(Size.fallback.rawValue)

