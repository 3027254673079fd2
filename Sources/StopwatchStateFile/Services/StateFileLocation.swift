import Glibc
import StopwatchFileSystem

/// Where the state file lives, by the XDG base-directory spec:
/// `$XDG_CONFIG_HOME/stopwatch/state.json`, or `~/.config/stopwatch/state.json` when the
/// variable is unset, empty or not an absolute path.
public struct StateFileLocation: Equatable, Sendable {
    public let folder: String
    public let fileName = "state.json"

    public init(folder: String) {
        self.folder = folder
    }

    public var path: String { folder + "/" + fileName }

    /// The location from an environment (the process's by default).
    public static func fromEnvironment(_ environment: [String: String] = FileSystem.environment) -> StateFileLocation {
        let configHome: String
        if let value = environment["XDG_CONFIG_HOME"], value.hasPrefix("/") {
            configHome = value
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? Self.homeFromPasswordFile()
            configHome = home + "/.config"
        }
        return StateFileLocation(folder: configHome + "/stopwatch")
    }

    /// The home folder the password database gives the user, when `HOME` is unset.
    private static func homeFromPasswordFile() -> String {
        guard let entry = getpwuid(getuid()), let home = entry.pointee.pw_dir else { return "/" }
        return String(cString: home)
    }
}
