import Foundation

/// A fresh folder under the system's temporary folder, removed when the test is done.
public final class TemporaryFolder {
    public let path: String

    public init() {
        path = NSTemporaryDirectory() + "stopwatch-tests-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    public func write(_ text: String, to name: String = "stopwatch/state.json") {
        write(Data(text.utf8), to: name)
    }

    public func write(_ data: Data, to name: String = "stopwatch/state.json") {
        let file = path + "/" + name
        try! FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true
        )
        try! data.write(to: URL(fileURLWithPath: file))
    }

    public func read(_ name: String = "stopwatch/state.json") -> Data? {
        FileManager.default.contents(atPath: path + "/" + name)
    }

    /// Names in `folder` (relative to this folder).
    public func files(in folder: String = "stopwatch") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path + "/" + folder)) ?? []).sorted()
    }

    public func mode(of name: String) -> Int {
        let attributes = try! FileManager.default.attributesOfItem(atPath: path + "/" + name)
        return (attributes[.posixPermissions] as! NSNumber).intValue
    }

    /// When this machine's kernel last changed the file `name` (its change time), by this
    /// machine's clock.
    public func changeTime(of name: String) -> Duration {
        var info = stat()
        precondition(lstat(path + "/" + name, &info) == 0, "\(name) is not there")
        return .seconds(Int64(info.st_ctim.tv_sec)) + .nanoseconds(Int64(info.st_ctim.tv_nsec))
    }
}
