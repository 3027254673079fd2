import StopwatchCore

/// Why a goal was refused, in the user's language (ARCHITECTURE.md, "Goals"): a call from outside
/// answers with it, the command line prints it, and the log says it for an action.
@MainActor
struct GoalProblemMapper {
    private let localizer: Localizer

    init(localizer: Localizer) {
        self.localizer = localizer
    }

    func message(_ problem: GoalProblem) -> String {
        switch problem {
        case .notPositive: localizer.translate("A goal needs a time over zero.")
        case .longerThanThePeriod(.day): localizer.translate("A goal for a day is at most 24 hours.")
        case .longerThanThePeriod(.week): localizer.translate("A goal for a week is at most 168 hours.")
        case .notWholeMinutes: localizer.translate("A goal is a whole number of minutes.")
        // TRANSLATORS: {period} is what was given for "day" or "week", as typed.
        case .unknownPeriod(let period): localizer.translate("A goal is for a day or a week, not “{period}”.").filling(["period": period])
        case .noSuchStopwatch: localizer.translate("There is no such stopwatch.")
        }
    }
}
