/// The Adjust Time dialog: add or take away hours, minutes and seconds from the current
/// stopwatch's time; for a stopwatch not yet started, how long ago it was started; asked
/// when (Shift+Space) on a running one, how long ago it was paused.
public struct TimeAdjustmentViewState: Equatable, Sendable {
    /// What the dialog does with the time it is given.
    public enum Purpose: Equatable, Sendable {
        /// Add it or take it away.
        case adjust
        /// Start the stopwatch as of that long ago ("Started … ago").
        case start
        /// Pause the running stopwatch as of that long ago ("Paused … ago").
        case pause
    }

    /// "Adjust Time".
    public let title: String
    public let purpose: Purpose
    /// The dialog asks how long ago ("Started … ago", "Paused … ago"): no direction to choose.
    public var asksHowLongAgo: Bool { purpose != .adjust }
    /// "Add" and "Take Away": the choice of direction (not shown when it starts the stopwatch).
    public let addLabel: String
    public let takeAwayLabel: String
    /// "Started" (or "Paused") and "ago", around the fields, when it asks how long ago.
    public let startedLabel: String
    public let agoLabel: String
    /// When it asks when: the choice between how long ago and a moment ("How Long Ago", "At a
    /// Time"), the moment's field's label ("Stopped at", "Started at") and what it shows empty.
    public var agoChoiceLabel = ""
    public var atChoiceLabel = ""
    public var atLabel = ""
    public var atPlaceholder = ""
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
        title: String, purpose: Purpose, addLabel: String, takeAwayLabel: String, startedLabel: String, agoLabel: String,
        hoursLabel: String, minutesLabel: String, secondsLabel: String, maximumHours: Int, explanation: String, problem: String?,
        confirm: CommandButton, cancel: CommandButton
    ) {
        self.title = title
        self.purpose = purpose
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
