import StopwatchCore
import StopwatchGLib
import StopwatchHistorySQLite
import StopwatchPresentation
import StopwatchStateFile

/// `stopwatch --totals [--by day|week|month] [--since DAY] [--until DAY] [--json]`: where the
/// time went (ARCHITECTURE.md, "Where the time went"), summed from the history and the stopwatches as they are now, by
/// local day, week or month in the user's time zone. It reads, never writes, never takes the
/// lock. A session counts when it ran, split at midnight; one kept from before that was
/// recorded counts on the day it started.
@MainActor
struct TotalsCommand {
    let localizer: Localizer
    let json: Bool

    private let clock = BootTimeClock()
    private let wallClock = SystemWallClock()

    func run(by: String?, since: String?, until: String?) -> Int32 {
        let report = TotalsReportMapper(localizer: localizer)
        guard let calendar = GLibLocalCalendar() else {
            printError(localizer.translate("The time zone cannot be read."))
            return 1
        }
        let today = calendar.day(containing: wallClock.now())
        let range: TotalsRange
        switch TotalsRange.read(by: by, since: since, until: until, today: today, firstWeekday: calendar.firstWeekday) {
        case .success(let read): range = read
        case .failure(let problem):
            printError(report.words(for: problem))
            return 1
        }
        let (first, last) = (range.first, range.last)
        var (spans, credits) = inProgress()
        switch SQLiteSessionHistory.readRunTimes(
            path: UserDirectories.historyDatabase, boundaries: TotalsUseCase.boundaries(from: first, through: last, in: calendar),
            unnamed: localizer.translate("Stopwatch"))
        {
        case .success(let kept):
            spans += kept.spans
            credits += kept.credits
        case .failure(let failure):
            printError(
                localizer.translate("Cannot read the history: {reason}").filling([
                    "reason": ProblemMapper(localizer: localizer).words(for: failure)
                ]))
            return 1
        }
        let rows = TotalsCalculator(calendar: calendar).totals(spans: spans, credits: credits, from: first, through: last, by: range.period)
        printOutput(String((json ? report.json(rows) : report.text(rows)).dropLast()))
        return 0
    }

    /// The sessions in progress, from the state file as it is, counted up to now.
    private func inProgress() -> (spans: [RunSpan], credits: [TimeCredit]) {
        switch ReadOnlyStateFile(location: .fromEnvironment()).read() {
        case .snapshot(let snapshot):
            let wallClockNow = TimeBounds.clampWallClock(wallClock.now())
            guard let collection = StopwatchCollection(restoring: snapshot, now: clock.now(), wallClockNow: wallClockNow) else {
                return ([], [])
            }
            return RunLog.inProgress(collection, at: wallClockNow)
        case .nothing:
            return ([], [])
        case .unusable(let reason):
            printError(localizer.translate("The state file cannot be read: {reason}").filling(["reason": reason]))
            return ([], [])
        }
    }
}
