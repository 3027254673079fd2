import StopwatchCore

/// The Goal dialog (``GoalsViewModel``): for one stopwatch, no goal or a time each day or each
/// week, in hours and minutes; what a goal counts, why the last try was refused, and Cancel
/// and Set.
public struct GoalDialogViewState: Equatable, Sendable {
    /// One choice of how often: "None", "Each day", "Each week".
    public struct Choice: Equatable, Sendable {
        public let period: StopwatchGoal.Period?
        public let title: String

        public init(period: StopwatchGoal.Period?, title: String) {
            self.period = period
            self.title = title
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
    /// The most hours the field takes for each choice: all of a day, all of a week.
    public let maximumDayHours: Int
    public let maximumWeekHours: Int
    public let maximumMinutes = 59
    /// "Every machine's time of Practice counts. The days before keep the goal they had."
    public let explanation: String
    /// Why the last try was refused, in the user's language; `nil` before any.
    public var problem: String?
    public let confirm: CommandButton
    public let cancel: CommandButton

    public init(
        title: String, subtitle: String, periodLabel: String, amountLabel: String, choices: [Choice], period: StopwatchGoal.Period?,
        hoursLabel: String,
        minutesLabel: String, hours: Int, minutes: Int, maximumDayHours: Int, maximumWeekHours: Int, explanation: String,
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
        self.maximumDayHours = maximumDayHours
        self.maximumWeekHours = maximumWeekHours
        self.explanation = explanation
        self.problem = problem
        self.confirm = confirm
        self.cancel = cancel
    }
}
