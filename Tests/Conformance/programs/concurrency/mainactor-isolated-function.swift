// @MainActor functions and types, called from top-level code.
@MainActor
final class ViewModel {
    var items: [String] = []
    func load() async {
        items = await fetch()
        print("loaded", items.count)
    }
    private func fetch() async -> [String] { ["a", "b", "c"] }
}
@MainActor
func render(_ model: ViewModel) {
    print(model.items.joined(separator: ","))
}

let model = ViewModel()
render(model)
await model.load()
render(model)

