// #function with the long signatures app delegates use.
final class AppDelegate {
    func application(_ application: String, didFinishLaunchingWithOptions launchOptions: [String: Any]?) -> Bool {
        print(#function)
        return true
    }
    func applicationDidBecomeActive(_ application: String) {
        print(#function)
    }
    func application(_ app: String, open url: String, options: [String: Any] = [:]) -> Bool {
        print(#function)
        return false
    }
}
final class SceneDelegate {
    func scene(_ scene: String, willConnectTo session: Int, options connectionOptions: [Int]) {
        print(#function)
    }
    func sceneDidEnterBackground(_ scene: String) { print(#function) }
}

let app = AppDelegate()
_ = app.application("app", didFinishLaunchingWithOptions: nil)
app.applicationDidBecomeActive("app")
_ = app.application("app", open: "url")
let scene = SceneDelegate()
scene.scene("s", willConnectTo: 1, options: [])
scene.sceneDidEnterBackground("s")

