import StopwatchCore

/// A stopwatch's goal (ARCHITECTURE.md, "Goals"): the Goal dialog on the current one (Ctrl+G, the
/// main menu), and what sets it from outside (D-Bus, the command line through it, the actions
/// `goal-per-day` and `goal-per-week`): held to the rules, the reason said when refused (in the
/// dialog, to a caller, or in the log for an action). The core keeps each change from the day it
/// was made, so a period is judged by the goal it had.
///
/// A part of ``AppViewModel``, given the goal use case (none without a calendar) and the store;
/// ``changes`` tells when the dialog opened, closed or changed.
@MainActor
final class GoalsViewModel: GoalsSetting {
    let changes = ObserverList<Void>()
    /// The Goal dialog, while it is open.
    private(set) var viewState: GoalDialogViewState?
    /// The stopwatch the dialog was opened on: its goal is the one set, whichever is current then.
    private var dialogStopwatch: StopwatchID?
    private let setGoal: SetGoalUseCase?
    private let store: StopwatchStore
    private let problems: GoalProblemMapper
    private let words: Words
    private let logger: Logger?

    /// The dialog's words and the reason without a calendar, translated once.
    private struct Words {
        let title, periodLabel, amountLabel, none, eachDay, eachWeek, hours, minutes, set, cancel: String
        let subtitle, explanation: MessageTemplate
        /// Why there is no goal without a calendar: no day to judge it by.
        let noCalendar: String
    }

    init(setGoal: SetGoalUseCase?, store: StopwatchStore, localizer: Localizer, logger: Logger?) {
        self.setGoal = setGoal
        self.store = store
        self.logger = logger
        problems = GoalProblemMapper(localizer: localizer)
        words = Words(
            title: localizer.translate("Goal"),
            // TRANSLATORS: the Goal dialog's heading of the choice of none, each day or each week.
            periodLabel: localizer.translate("How Often"),
            // TRANSLATORS: the Goal dialog's heading of the hours and minutes to reach each day or week.
            amountLabel: localizer.translate("Time to Reach"),
            // TRANSLATORS: the Goal dialog's choices: no goal, a goal each day, a goal each week.
            none: localizer.translate("No goal"), eachDay: localizer.translate("Each day"),
            eachWeek: localizer.translate("Each week"),
            hours: localizer.translate("Hours"), minutes: localizer.translate("Minutes"),
            // TRANSLATORS: the Goal dialog's button that sets the goal; the underscore marks the Alt key.
            set: localizer.translate("_Set"), cancel: localizer.translate("_Cancel"),
            // TRANSLATORS: under the Goal dialog's title: the stopwatch whose goal it sets.
            subtitle: MessageTemplate(localizer.translate("For {name}"), names: ["name"]),
            // TRANSLATORS: the Goal dialog says what a goal counts; {name} is the stopwatch's.
            explanation: MessageTemplate(
                localizer.translate(
                    "The time of {name} on every machine counts. The days and weeks already past keep the goal they had."),
                names: ["name"]),
            noCalendar: localizer.translate("The time zone cannot be read."))
    }

    /// Does what a goal command asks; the app ViewModel checked that it applies. An action
    /// on the current stopwatch is answered in the log; the dialog's refusal shows in it.
    func send(_ command: GoalCommand) {
        let current = store.collection.currentID
        switch command {
        case .open: open()
        case .apply(let input): apply(input)
        case .close: close()
        case .perDay(let milliseconds): setFromAction(milliseconds: milliseconds, period: .day, on: current, command)
        case .perWeek(let milliseconds): setFromAction(milliseconds: milliseconds, period: .week, on: current, command)
        }
    }

    func setGoal(milliseconds: Int64, period: String, on id: StopwatchID) -> String? {
        set(on: id) { () throws(GoalProblem) in milliseconds == 0 ? nil : try StopwatchGoal(milliseconds: milliseconds, period: period) }
    }

    /// Sets the goal `make` gives (`nil`: none) on `id`: `nil` when done, or why not.
    private func set(on id: StopwatchID, _ make: () throws(GoalProblem) -> StopwatchGoal?) -> String? {
        guard let setGoal else { return words.noCalendar }
        do throws(GoalProblem) {
            try setGoal.execute(make(), on: id)
            return nil
        } catch {
            return problems.message(error)
        }
    }

    private func setFromAction(milliseconds: Int64, period: StopwatchGoal.Period, on id: StopwatchID, _ command: GoalCommand) {
        if let refusal = setGoal(milliseconds: milliseconds, period: period.rawValue, on: id) {
            logger?.info("Goal not set: " + refusal)
        }
        // What the bench waits for before it measures a goal's cost.
        else {
            logger?.info("goal set: stopwatch \(id.rawValue), \(command)")
        }
    }

    /// The dialog on the current stopwatch, showing its goal as it is.
    private func open() {
        let member = store.collection.current
        let goal = member.goals.current
        let minutes = Int((goal?.amount.wholeMilliseconds ?? 0) / 60_000)
        dialogStopwatch = member.id
        viewState = GoalDialogViewState(
            title: words.title, subtitle: words.subtitle.filled(member.name), periodLabel: words.periodLabel,
            amountLabel: words.amountLabel,
            choices: [
                .init(period: nil, title: words.none, maximumHours: 0),
                .init(period: .day, title: words.eachDay, maximumHours: Self.maximumHours(.day)),
                .init(period: .week, title: words.eachWeek, maximumHours: Self.maximumHours(.week)),
            ],
            period: goal?.period, hoursLabel: words.hours, minutesLabel: words.minutes, hours: minutes / 60,
            minutes: minutes % 60, explanation: words.explanation.filled(member.name), problem: nil,
            confirm: CommandButton(command: .goal(.apply(GoalInput())), title: words.set),
            cancel: CommandButton(command: .goal(.close), title: words.cancel))
        changes.notify(())
    }

    /// Sets what the dialog was given and closes it, or shows why not and keeps it open.
    private func apply(_ input: GoalInput) {
        guard var dialog = viewState, let id = dialogStopwatch else { return }
        // No time in the fields is refused with its reason: no goal is its own choice.
        let refusal = set(on: id) { () throws(GoalProblem) in
            try input.period.map { period throws(GoalProblem) in
                try StopwatchGoal(.milliseconds(Self.milliseconds(of: input, per: period)), per: period)
            }
        }
        if let refusal {
            dialog.problem = refusal
            viewState = dialog
        } else {
            viewState = nil
            dialogStopwatch = nil
        }
        changes.notify(())
    }

    private func close() {
        guard viewState != nil else { return }
        viewState = nil
        dialogStopwatch = nil
        changes.notify(())
    }

    /// The most hours the field takes for `period`: all of it.
    private static func maximumHours(_ period: StopwatchGoal.Period) -> Int {
        Int(period.longest.wholeMilliseconds / 3_600_000)
    }

    /// The time `input` sets, each field held to what it may hold first: the rules of a goal
    /// are the core's, and say the reason.
    static func milliseconds(of input: GoalInput, per period: StopwatchGoal.Period) -> Int64 {
        let hours = Int64(min(max(0, input.hours), maximumHours(period) + 1))
        let minutes = Int64(min(max(0, input.minutes), 59))
        return (hours * 60 + minutes) * 60_000
    }
}

extension GoalsViewModel: AvailabilityTelling {
    var availabilityChanges: ObserverList<Void> { changes }

    func tell(_ inputs: inout CommandAvailabilityMapper.Inputs) {
        inputs.isGoalDialogOpen = viewState != nil
    }
}

extension GoalsViewModel: SlicePublishing {
    func publish(into state: inout AppViewState) {
        state.goalDialog = viewState
    }
}

extension GoalsViewModel: AppPart {}
