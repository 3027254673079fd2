import StopwatchCore

/// The Goal dialog (``GoalsViewModel``): for one stopwatch, no goal or a time each day or each
/// week, in hours and minutes; what a goal counts, why the last try was refused, and Cancel
/// and Set.
public struct GoalDialogViewState: Equatable, Sendable {
    /// One choice of how often: "None", "Each day", "Each week", and the most hours its time
    /// takes (all of a day, all of a week; none asks no time).
    public struct Choice: Equatable, Sendable {
        public let period: StopwatchGoal.Period?
        public let title: String
        public let maximumHours: Int
        /// Whether the fields of the time mean anything with this choice (greyed when not).
        public var asksTime: Bool { period != nil }

        public init(period: StopwatchGoal.Period?, title: String, maximumHours: Int) {
            self.period = period
            self.title = title
            self.maximumHours = maximumHours
        }
    }

    /// "Goal".
    public let title: String
    /// "For Practice": whose goal it is.
    public let subtitle: String
    /// "How Often": the heading of the choices.
    public let periodLabel: String
    /// "Time to Reach": the heading of the fields.
    public let amountLabel: String
    /// None, each day, each week.
    public let choices: [Choice]
    /// The choice made when it opened: the stopwatch's goal as it is.
    public let period: StopwatchGoal.Period?
    /// The fields' labels, "Hours" and "Minutes", and what they hold when it opens.
    public let hoursLabel: String
    public let minutesLabel: String
    public let hours: Int
    public let minutes: Int
    public let maximumMinutes = 59
    /// "Every machine's time of Practice counts. The days before keep the goal they had."
    public let explanation: String
    /// Why the last try was refused, in the user's language; `nil` before any.
    public var problem: String?
    public let confirm: CommandButton
    public let cancel: CommandButton

    /// The choice made when it opened.
    public var chosen: Choice? { choices.first { $0.period == period } }
    /// The most hours any choice takes: the field's whole range.
    public var maximumHours: Int { choices.map(\.maximumHours).max() ?? 0 }

    public init(
        title: String, subtitle: String, periodLabel: String, amountLabel: String, choices: [Choice], period: StopwatchGoal.Period?,
        hoursLabel: String,
        minutesLabel: String, hours: Int, minutes: Int, explanation: String,
        problem: String?, confirm: CommandButton, cancel: CommandButton
    ) {
        self.title = title
        self.subtitle = subtitle
        self.periodLabel = periodLabel
        self.amountLabel = amountLabel
        self.choices = choices
        self.period = period
        self.hoursLabel = hoursLabel
        self.minutesLabel = minutesLabel
        self.hours = hours
        self.minutes = minutes
        self.explanation = explanation
        self.problem = problem
        self.confirm = confirm
        self.cancel = cancel
    }
}
