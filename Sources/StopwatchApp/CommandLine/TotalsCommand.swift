import StopwatchCore
import StopwatchGLib
import StopwatchHistorySQLite
import StopwatchPresentation
import StopwatchStateFile

/// `stopwatch --totals [--by day|week|month] [--since DAY] [--until DAY] [--by-machine] [--json]`: where the
/// time went (ARCHITECTURE.md, "Where the time went"), summed from the history and the stopwatches as they are now, by
/// local day, week or month in the user's time zone. It reads, never writes, never takes the
/// lock. A session counts when it ran, split at midnight; one kept from before that was
/// recorded counts on the day it started.
@MainActor
struct TotalsCommand {
    let localizer: Localizer
    let json: Bool
    /// `--by-machine`: every machine's totals, then this one's, then each other machine's.
    let byMachine: Bool

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
        let boundaries = TotalsUseCase.boundaries(from: range.first, through: range.last, in: calendar)
        let inProgress = inProgress()
        let totals = { (kept: RunTimes, withInProgress: Bool) -> [PeriodTotal] in
            let spans = kept.spans + (withInProgress ? inProgress.spans : [])
            let credits = kept.credits + (withInProgress ? inProgress.credits : [])
            return TotalsCalculator(calendar: calendar).totals(
                spans: spans, credits: credits, from: range.first, through: range.last, by: range.period)
        }
        guard let all = read(boundaries, machine: nil) else { return 1 }
        guard byMachine else {
            let rows = totals(all, true)
            printOutput(String((json ? report.json(rows) : report.text(rows)).dropLast()))
            return 0
        }
        // Every machine's, this one's (with what runs now), then each other machine's.
        guard let own = read(boundaries, machine: ""), let others = readMachines() else { return 1 }
        var machines: [(name: String, rows: [PeriodTotal])] = [("", totals(all, true)), (machineName, totals(own, true))]
        for machine in others {
            guard let kept = read(boundaries, machine: machine.id.text) else { return 1 }
            machines.append((ElsewhereRowMapper.displayName(of: machine.id, named: machine.name), totals(kept, false)))
        }
        printOutput(String((json ? report.json(byMachine: machines) : report.text(byMachine: machines)).dropLast()))
        return 0
    }

    /// This machine's name for the other machines (ARCHITECTURE.md, "On every machine"): the
    /// one chosen, or the host name.
    private var machineName: String {
        GSettingsSettings.machineName(of: GSettingsSettings(logger: GLibLogger(domain: "Stopwatch")).load())
    }

    /// What the history counts in each period of `boundaries` (`machine`: `nil` every
    /// machine's, `""` this one's); `nil`, said on standard error, when it cannot be read.
    private func read(_ boundaries: [Duration], machine: String?) -> RunTimes? {
        switch SQLiteSessionHistory.readRunTimes(
            path: UserDirectories.historyDatabase, boundaries: boundaries, unnamed: localizer.translate("Stopwatch"), machine: machine)
        {
        case .success(let kept): return kept
        case .failure(let failure):
            cannotRead(failure)
            return nil
        }
    }

    private func readMachines() -> [(id: MachineID, name: String?)]? {
        switch SQLiteSessionHistory.readMachines(path: UserDirectories.historyDatabase) {
        case .success(let machines): return machines
        case .failure(let failure):
            cannotRead(failure)
            return nil
        }
    }

    private func cannotRead(_ failure: HistoryFailure) {
        printError(
            localizer.translate("Cannot read the history: {reason}").filling([
                "reason": ProblemMapper(localizer: localizer).words(for: failure)
            ]))
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
