/// The Adjust Time dialog: add or take away hours, minutes and seconds from the current
/// stopwatch's time; for a stopwatch not yet started, how long ago it was started.
public struct TimeAdjustmentViewState: Equatable, Sendable {
    /// "Adjust Time".
    public let title: String
    /// The stopwatch is not yet started: the dialog asks how long ago it was ("Started … ago")
    /// and there is nothing to take away.
    public let startsStopwatch: Bool
    /// "Add" and "Take Away": the choice of direction (not shown when it starts the stopwatch).
    public let addLabel: String
    public let takeAwayLabel: String
    /// "Started" and "ago", around the fields, when it starts the stopwatch.
    public let startedLabel: String
    public let agoLabel: String
    /// The fields' labels: "Hours", "Minutes", "Seconds".
    public let hoursLabel: String
    public let minutesLabel: String
    public let secondsLabel: String
    /// The largest number each field takes.
    public let maximumHours: Int
    public let maximumMinutes = Self.maximumMinutes
    public let maximumSeconds = Self.maximumSeconds
    /// A minute's most, and a second's: 60 of either is one of the next.
    static let maximumMinutes = 59
    static let maximumSeconds = 59
    /// Where the change goes: "The lap in progress changes with it."
    public let explanation: String
    /// Why the last try was refused, in the user's language; `nil` before any.
    public var problem: String?
    public let confirm: CommandButton
    public let cancel: CommandButton

    public init(
        title: String, startsStopwatch: Bool, addLabel: String, takeAwayLabel: String, startedLabel: String, agoLabel: String,
        hoursLabel: String, minutesLabel: String, secondsLabel: String, maximumHours: Int, explanation: String, problem: String?,
        confirm: CommandButton, cancel: CommandButton
    ) {
        self.title = title
        self.startsStopwatch = startsStopwatch
        self.addLabel = addLabel
        self.takeAwayLabel = takeAwayLabel
        self.startedLabel = startedLabel
        self.agoLabel = agoLabel
        self.hoursLabel = hoursLabel
        self.minutesLabel = minutesLabel
        self.secondsLabel = secondsLabel
        self.maximumHours = maximumHours
        self.explanation = explanation
        self.problem = problem
        self.confirm = confirm
        self.cancel = cancel
    }
}
