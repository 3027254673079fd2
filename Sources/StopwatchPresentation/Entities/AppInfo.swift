/// Who the app is: its names, version and addresses, the same in every frontend.
public enum AppInfo {
    public static let applicationID = "io.github.swiftgtk.Stopwatch"
    /// The display name, before translation.
    public static let displayName = "Stopwatch"
    public static let executable = "stopwatch"
    public static let terminalExecutable = "stopwatch-tui"
    public static let version = "0.2.0"
    public static let website = "https://github.com/swiftgtk/stopwatch"
    public static let issueTracker = "https://github.com/swiftgtk/stopwatch/issues"
    /// The gettext domain of every message.
    public static let textDomain = "stopwatch"
}
