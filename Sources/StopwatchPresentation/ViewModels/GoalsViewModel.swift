import StopwatchCore

/// A stopwatch's goal (PRODUCT.md §24), set from outside (D-Bus, the command line through it):
/// held to the rules, the reason said when refused. The core keeps each change from the day it
/// was made, so a period is judged by the goal it had.
///
/// A part of ``AppViewModel``, given the goal use case (none without a calendar).
@MainActor
final class GoalsViewModel: GoalsSetting {
    private let setGoal: SetGoalUseCase?
    private let problems: GoalProblemMapper

    init(setGoal: SetGoalUseCase?, localizer: Localizer) {
        self.setGoal = setGoal
        problems = GoalProblemMapper(localizer: localizer)
    }

    func setGoal(milliseconds: Int64, period: String, on id: StopwatchID) -> String? {
        // Without a calendar there are no days to judge: said as the stopwatch missing would be.
        guard let setGoal else { return problems.message(.noSuchStopwatch) }
        do throws(GoalProblem) {
            try setGoal.execute(milliseconds == 0 ? nil : StopwatchGoal(milliseconds: milliseconds, period: period), on: id)
            return nil
        } catch {
            return problems.message(error)
        }
    }
}

extension GoalsViewModel: AppPart {}
