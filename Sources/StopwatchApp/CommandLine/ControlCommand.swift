import StopwatchCore
import StopwatchGLib
import StopwatchGtk
import StopwatchPresentation

/// `stopwatch --start [--ago DURATION]` and `stopwatch --pause [--at WHEN]` (ARCHITECTURE.md, "Mending a mistake"):
/// the current stopwatch of the running app started as of so long ago, or paused as of a
/// moment, through its D-Bus interface (``AppBusClient``): the app does it or refuses saying
/// why, on standard error, with exit status 1. The length and the moment are read here, as
/// hostile input (``WhenText``), in the local zone.
@MainActor
struct ControlCommand {
    let localizer: Localizer
    let json: Bool

    /// Starts the current stopwatch, `ago` (a length) back; refused unless it is not started.
    func start(ago: String?) -> Int32 {
        var milliseconds: Int64 = 0
        if let ago {
            guard let duration = WhenText.duration(ago), duration > .zero else {
                return fail(
                    localizer.translate("Not a length: “{text}” (give it as 90m, 1h30m or 1:30)").filling(["text": ago]), status: 2)
            }
            milliseconds = duration.wholeMilliseconds
        }
        return withApp { (app: AppBusClient) throws(AppBusClient.Failure) in try app.startEarlier(milliseconds: milliseconds).get() }
    }

    /// Pauses the current stopwatch, as of `at` (a moment) or now.
    func pause(at: String?) -> Int32 {
        var milliseconds: Int64 = 0
        if let at {
            let now = TimeBounds.clampWallClock(SystemWallClock().now())
            switch WhenInputMapper(localizer: localizer).instant(at, now: now, calendar: GLibLocalCalendar()) {
            case .success(let instant): milliseconds = (now - instant).wholeMilliseconds
            case .failure(let refusal): return fail(refusal.reason, status: refusal.isNotAMoment ? 2 : 1)
            }
        }
        return withApp { (app: AppBusClient) throws(AppBusClient.Failure) in try app.pauseEarlier(milliseconds: milliseconds).get() }
    }

    /// Runs `work` on the app, then prints the current stopwatch (its name, state and time);
    /// a failure said on standard error.
    private func withApp(_ work: (AppBusClient) throws(AppBusClient.Failure) -> Void) -> Int32 {
        guard let app = AppBusClient() else { return fail(notRunning, status: 1) }
        do throws(AppBusClient.Failure) {
            try work(app)
            let current = try app.current().get()
            printOutput(
                CommandLineReportMapper(localizer: localizer).controlledText(
                    name: current.name, status: current.status, elapsedMilliseconds: current.elapsedMilliseconds, json: json))
            return 0
        } catch {
            switch error {
            case .notRunning: return fail(notRunning, status: 1)
            case .refused(let reason): return fail(reason, status: 1)
            }
        }
    }

    private var notRunning: String { localizer.translate("Stopwatch is not running") }

    private func fail(_ message: String, status: Int32) -> Int32 {
        printError(message)
        return status
    }
}
