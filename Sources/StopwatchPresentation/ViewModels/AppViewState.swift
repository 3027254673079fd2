/// What the app as a whole shows around its screens: which screen, the titles, which
/// commands apply, the notice, and whether the stopwatch is being saved.
public struct AppViewState: Equatable, Sendable {
    /// The screen shown.
    public var route: Route
    /// The commands without arguments that apply now.
    public var availableCommands: Set<AppCommand>
    /// Whether a past session can be opened now.
    public var canOpenSessions: Bool
    /// The window's title: the elapsed time to the second, then the app's name.
    public var windowTitle: String
    /// The title of the screen shown: "Stopwatch", "Laps", "History", a session's date.
    public var screenTitle: String
    /// "Stopwatch reset · Undo", for ten seconds; `nil` otherwise.
    public var notice: Notice?
    /// "Not saved: No space left on device" while saving fails or is off; `nil` otherwise.
    public var saveProblem: String?
    /// Said while another process owns the stopwatch and this one only watches it.
    public var readOnlyNotice: String?
    /// The latest lap completed, in words, for screen readers; `nil` until one is.
    public var announcement: Announcement?

    public init(route: Route, availableCommands: Set<AppCommand>, canOpenSessions: Bool, windowTitle: String,
                screenTitle: String, notice: Notice?, saveProblem: String?, readOnlyNotice: String? = nil,
                announcement: Announcement? = nil) {
        self.route = route
        self.availableCommands = availableCommands
        self.canOpenSessions = canOpenSessions
        self.windowTitle = windowTitle
        self.screenTitle = screenTitle
        self.notice = notice
        self.saveProblem = saveProblem
        self.readOnlyNotice = readOnlyNotice
        self.announcement = announcement
    }

    /// Whether `command` applies now.
    public func allows(_ command: AppCommand) -> Bool {
        if case .openSession = command { return canOpenSessions }
        return availableCommands.contains(command)
    }
}
