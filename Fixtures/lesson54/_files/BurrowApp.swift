import SwiftUI

@main
struct BurrowApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
