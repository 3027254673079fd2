import StopwatchCore

/// Why alerts were refused, in the user's language: the Alerts window shows it, a call from
/// outside answers with it, and the log says it for an action.
@MainActor
struct AlertsProblemMapper {
    private let localizer: Localizer

    init(localizer: Localizer) {
        self.localizer = localizer
    }

    func message(_ problem: AlertsProblem) -> String {
        switch problem {
        case .notPositive: localizer.translate("An alert needs a time over zero.")
        case .pastTheLimit: localizer.translate("An alert's time must be within 100 years.")
        case .tooMany:
            localizer.translatePlural(
                "A stopwatch holds at most {count} alert time.", "A stopwatch holds at most {count} alert times.",
                count: StopwatchAlerts.maximumCount
            ).filling(["count": String(StopwatchAlerts.maximumCount)])
        case .intervalUnderAMinute: localizer.translate("The interval must be at least a minute.")
        case .intervalOverADay: localizer.translate("The interval must be at most a day.")
        case .noSuchStopwatch: localizer.translate("There is no such stopwatch.")
        }
    }
}
