// CaseIterable gives every case in declaration order.
enum Planet: CaseIterable {
    case mercury, venus, earth, mars
}

print(Planet.allCases.count)
for planet in Planet.allCases {
    print(planet)
}
print(Planet.allCases)
print(Planet.allCases.firstIndex(of: .earth)!)
print(Planet.allCases.last!)

