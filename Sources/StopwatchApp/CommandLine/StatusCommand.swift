import GLibInterop
import GtkInterop
import StopwatchCore
import StopwatchGLib
import StopwatchPresentation
import StopwatchStateFile

#if canImport(Glibc)
    import Glibc
#endif

/// `stopwatch --status [--json] [--follow]`: the stopwatch as it is now, read from the state
/// file, for panels and scripts. It never takes the lock and never writes; with `--follow` it
/// prints a line a second until interrupted, or until nobody reads it (the panel that started
/// it quit).
@MainActor
struct StatusCommand {
    let localizer: Localizer
    /// How finely the text shows times (`precision`); JSON keeps milliseconds.
    let precision: TimePrecision
    let json: Bool

    private let clock = BootTimeClock()
    private let wallClock = SystemWallClock()

    func run(follow: Bool) -> Int32 {
        let file = ReadOnlyStateFile(location: .fromEnvironment())
        var state = read(file.read())
        printLine(state, following: follow)
        guard follow else { return 0 }
        // A reader gone is a failed write to handle, not a signal that kills (whatever the
        // parent left SIGPIPE as: waybar ignores it, a shell does not).
        signal(SIGPIPE, SIG_IGN)
        let loop = MainLoop()
        TerminationSignals.handle { loop.quit() }
        let everySecond = MainLoopTimeout(milliseconds: 1000) {
            if let changed = file.readIfChanged() { state = read(changed) }
            if !printLine(state, following: true) { loop.quit() }
        }
        loop.run()
        everySecond.cancel()
        return 0
    }

    /// The stopwatches a reading of the file describes; an unusable file is said on standard
    /// error and shows as one initial stopwatch.
    private func read(_ reading: ReadOnlyStateFile.Reading) -> StopwatchCollection {
        switch reading {
        case .snapshot(let snapshot):
            return StopwatchCollection(restoring: snapshot, now: clock.now(), wallClockNow: wallClock.now()) ?? StopwatchCollection()
        case .nothing:
            return StopwatchCollection()
        case .unusable(let reason):
            printError(localizer.translate("The state file cannot be read: {reason}").filling(["reason": reason]))
            return StopwatchCollection()
        }
    }

    /// Prints the line for `stopwatches` (every one; while following, the current one); whether
    /// anybody took it.
    @discardableResult
    private func printLine(_ stopwatches: StopwatchCollection, following: Bool = false) -> Bool {
        let report = CommandLineReportMapper(localizer: localizer, precision: precision)
        let now = clock.now()
        if json { return printOutput(report.statusJSON(stopwatches, now: now)) }
        return printOutput(following ? report.currentStatusText(stopwatches, now: now) : report.statusText(stopwatches, now: now))
    }
}
