// An AnyObject protocol allows a weak delegate.
protocol DownloadDelegate: AnyObject {
    func finished(_ name: String)
}
final class Downloader {
    weak var delegate: (any DownloadDelegate)?
    func run(_ name: String) {
        print("downloading", name)
        delegate?.finished(name)
    }
}
final class Screen: DownloadDelegate {
    var log: [String] = []
    func finished(_ name: String) { log.append(name) }
}

let downloader = Downloader()
var screen: Screen? = Screen()
downloader.delegate = screen
downloader.run("a")
print(screen!.log)
screen = nil
downloader.run("b")
print(downloader.delegate == nil)

