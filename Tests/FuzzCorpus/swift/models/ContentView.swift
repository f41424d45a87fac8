import SwiftUI

enum Shade: String, CaseIterable {
    case light, dark

    var next: Shade { self == .light ? .dark : .light }
}

protocol Named {
    var name: String { get }
}

struct Burrow: Named, Identifiable {
    let id: Int
    var name: String
    var beans: Int?
}

final class Store {
    var burrows: [Burrow] = [Burrow(id: 1, name: "North", beans: 3), Burrow(id: 2, name: "South")]

    func total() -> Int {
        burrows.compactMap { $0.beans }.reduce(0, +)
    }

    func describe<T: Named>(_ item: T) -> String {
        "named \(item.name)"
    }
}

struct ContentView: View {
    private let store = Store()

    init() {
        let shade = Shade.allCases.first ?? .dark
        switch shade.next {
        case .light: print("light")
        case .dark: print("dark")
        }
        if let first = store.burrows.first, let beans = first.beans {
            print(store.describe(first), beans, store.total())
        }
        guard store.burrows.count > 1 else { return }
        print(store.burrows.map(\.name).joined(separator: ", "))
    }

    var body: some View {
        List(store.burrows) { burrow in
            Text(burrow.name)
        }
    }
}
