/// The Alerts window (``AlertsViewModel``): the current stopwatch's alerts, each time with a
/// button that removes it, the fields that add one, the interval with the fields that set
/// it, and why the last try was refused.
public struct AlertsViewState: Equatable, Sendable {
    /// One alert time in the list: "25:00", its words for a screen reader, and its Remove
    /// button (named "Remove the alert at 25:00").
    public struct Row: Equatable, Sendable {
        public let time: String
        public let spokenTime: String
        public let remove: CommandButton
        /// What a screen reader calls the Remove button.
        public let removeLabel: String

        public init(time: String, spokenTime: String, remove: CommandButton, removeLabel: String) {
            self.time = time
            self.spokenTime = spokenTime
            self.remove = remove
            self.removeLabel = removeLabel
        }
    }

    /// "Alerts".
    public let title: String
    /// "For Focus": which stopwatch they are of.
    public let subtitle: String
    /// "Alert at": the heading of the times, and of the fields that add one.
    public let timesHeading: String
    public let rows: [Row]
    /// "No alert times": said where the list is while it is empty.
    public let noTimes: String
    /// The fields' labels: "Hours", "Minutes", "Seconds".
    public let hoursLabel: String
    public let minutesLabel: String
    public let secondsLabel: String
    /// The largest number each field takes.
    public let maximumHours: Int
    public let maximumMinutes: Int
    public let maximumSeconds: Int
    /// The most hours the interval's field takes: a day.
    public let maximumIntervalHours: Int
    /// "Add", sending the fields' time; it does not apply with ten times.
    public let add: CommandButton
    public let canAdd: Bool
    /// "Alert every": the interval's heading.
    public let intervalHeading: String
    /// "Every 10 minutes", or "Off".
    public let interval: String
    /// "Set", sending the interval's fields; "Turn Off", taking the interval away (shown
    /// while there is one).
    public let setInterval: CommandButton
    public let clearInterval: CommandButton
    public let hasInterval: Bool
    /// What an alert does: "A sound, a notification and a banner, on any screen."
    public let explanation: String
    /// Why the last try was refused, in the user's language; `nil` otherwise.
    public var problem: String?
    public let close: CommandButton

    public init(
        title: String, subtitle: String, timesHeading: String, rows: [Row], noTimes: String, hoursLabel: String,
        minutesLabel: String, secondsLabel: String, maximumHours: Int, maximumMinutes: Int, maximumSeconds: Int,
        maximumIntervalHours: Int, add: CommandButton,
        canAdd: Bool, intervalHeading: String, interval: String, setInterval: CommandButton, clearInterval: CommandButton,
        hasInterval: Bool, explanation: String, problem: String?, close: CommandButton
    ) {
        self.title = title
        self.subtitle = subtitle
        self.timesHeading = timesHeading
        self.rows = rows
        self.noTimes = noTimes
        self.hoursLabel = hoursLabel
        self.minutesLabel = minutesLabel
        self.secondsLabel = secondsLabel
        self.maximumHours = maximumHours
        self.maximumMinutes = maximumMinutes
        self.maximumSeconds = maximumSeconds
        self.maximumIntervalHours = maximumIntervalHours
        self.add = add
        self.canAdd = canAdd
        self.intervalHeading = intervalHeading
        self.interval = interval
        self.setInterval = setInterval
        self.clearInterval = clearInterval
        self.hasInterval = hasInterval
        self.explanation = explanation
        self.problem = problem
        self.close = close
    }
}
