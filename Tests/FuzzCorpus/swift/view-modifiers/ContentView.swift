import SwiftUI

struct ContentView: View {
    @Environment(\.scenePhase) private var phase
    @State private var count = 0
    @State private var names: [String] = ["North", "South"]

    init() {
        print("ContentView.init")
    }

    var body: some View {
        let _ = print("ContentView.body \(count)")
        VStack(spacing: 12) {
            Text("Count: \(count)")
                .font(.largeTitle)
                .padding()
            ForEach(names, id: \.self) { name in
                Button("Give \(name) a bean") {
                    count += 1
                    print("\(name) has \(count)")
                }
            }
        }
        .onAppear { print("appeared") }
        .onDisappear { print("disappeared") }
        .onChange(of: phase) { old, new in
            print("\(old) -> \(new)")
        }
        .task {
            try? await Task.sleep(for: .seconds(2))
            print("slept")
        }
    }
}
