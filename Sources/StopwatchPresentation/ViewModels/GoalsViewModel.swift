import StopwatchCore

/// A stopwatch's goal (ARCHITECTURE.md, "Goals"), set from outside (D-Bus, the command line through it,
/// the actions `goal-per-day` and `goal-per-week` on the current one): held to the rules, the
/// reason said when refused (to a caller, or in the log for an action). The core keeps each change from the day it
/// was made, so a period is judged by the goal it had.
///
/// A part of ``AppViewModel``, given the goal use case (none without a calendar).
@MainActor
final class GoalsViewModel: GoalsSetting {
    private let setGoal: SetGoalUseCase?
    private let store: StopwatchStore
    private let problems: GoalProblemMapper
    /// Why there is no goal without a calendar: no day to judge it by.
    private let noCalendar: String
    private let logger: Logger?

    init(setGoal: SetGoalUseCase?, store: StopwatchStore, localizer: Localizer, logger: Logger?) {
        self.setGoal = setGoal
        self.store = store
        self.logger = logger
        problems = GoalProblemMapper(localizer: localizer)
        noCalendar = localizer.translate("The time zone cannot be read.")
    }

    /// An action on the current stopwatch: nobody waits for the answer but the log.
    func send(_ command: GoalCommand) {
        let current = store.collection.currentID
        let refusal =
            switch command {
            case .perDay(let milliseconds): setGoal(milliseconds: milliseconds, period: "day", on: current)
            case .perWeek(let milliseconds): setGoal(milliseconds: milliseconds, period: "week", on: current)
            }
        if let refusal {
            logger?.info("Goal not set: " + refusal)
        }
        // What the bench waits for before it measures a goal's cost.
        else {
            logger?.info("goal set: stopwatch \(current.rawValue), \(command)")
        }
    }

    func setGoal(milliseconds: Int64, period: String, on id: StopwatchID) -> String? {
        guard let setGoal else { return noCalendar }
        do throws(GoalProblem) {
            try setGoal.execute(milliseconds == 0 ? nil : StopwatchGoal(milliseconds: milliseconds, period: period), on: id)
            return nil
        } catch {
            return problems.message(error)
        }
    }
}

extension GoalsViewModel: AppPart {}
