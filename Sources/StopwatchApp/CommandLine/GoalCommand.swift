import StopwatchCore
import StopwatchGtk
import StopwatchPresentation

/// `stopwatch --goal NAME TIME [--per day|week]` and `stopwatch --goal NAME none`
/// (ARCHITECTURE.md, "Goals"): the goal of a stopwatch of the running app, set from today on
/// through its D-Bus interface (``AppBusClient``), which holds it to the rules and says why
/// when it refuses (standard error, exit status 1). The time is read here as hostile input
/// (``WhenText``): 90m, 1h30m or 1:30.
@MainActor
struct GoalCommand {
    let localizer: Localizer
    let json: Bool

    func set(_ name: String, _ arguments: [String], per period: String?) -> Int32 {
        guard arguments.count == 1, let text = arguments.first else {
            return fail(localizer.translate("Give the goal after the name: 1h, 90m or 1:30, or none (see --help)"), status: 2)
        }
        var milliseconds: Int64 = 0
        if text != "none" {
            guard let duration = WhenText.duration(text), duration > .zero else {
                return fail(
                    localizer.translate("Not a length: “{text}” (give it as 90m, 1h30m or 1:30)").filling(["text": text]), status: 2)
            }
            milliseconds = duration.wholeMilliseconds
        }
        guard let app = AppBusClient() else { return fail(localizer.translate("Stopwatch is not running"), status: 1) }
        switch app.setGoal(name, milliseconds: milliseconds, period: period ?? "day") {
        case .success(let kept):
            let goal = try? StopwatchGoal(milliseconds: kept.milliseconds, period: kept.period)
            printOutput(CommandLineReportMapper(localizer: localizer).goalSet(name: name, goal: goal, json: json))
            return 0
        case .failure(.notRunning): return fail(localizer.translate("Stopwatch is not running"), status: 1)
        case .failure(.refused(let reason)): return fail(reason, status: 1)
        }
    }

    private func fail(_ message: String, status: Int32) -> Int32 {
        printError(message)
        return status
    }
}
