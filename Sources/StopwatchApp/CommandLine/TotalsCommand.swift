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
        let totals = Self.totals(over: StopwatchStore(collection: inProgress()), wallClock: wallClock, calendar: calendar)
        let range: TotalsRange
        switch TotalsRange.read(by: by, since: since, until: until, today: totals.today, firstWeekday: totals.firstWeekday) {
        case .success(let read): range = read
        case .failure(let problem):
            printError(report.words(for: problem))
            return 1
        }
        let unnamed = localizer.translate("Stopwatch")
        /// `machine`'s totals (with what runs here now when it counts this machine); `nil`,
        /// said on standard error, when the history cannot be read.
        func read(_ machine: MachineChoice) -> [PeriodTotal]? {
            var answer: Result<[PeriodTotal], HistoryFailure> = .failure(HistoryFailure("no answer"))
            totals.execute(range, unnamed: unnamed, machine: machine) { answer = $0 }
            switch answer {
            case .success(let rows): return rows
            case .failure(let failure):
                cannotRead(failure)
                return nil
            }
        }
        guard byMachine else {
            guard let rows = read(.all) else { return 1 }
            printOutput(String((json ? report.json(rows) : report.text(rows)).dropLast()))
            return 0
        }
        // Every machine's, this one's (with what runs now), then each other machine's.
        var others: Result<[(id: MachineID, name: String?)], HistoryFailure> = .failure(HistoryFailure("no answer"))
        totals.otherMachines { others = $0 }
        guard let all = read(.all), let own = read(.this) else { return 1 }
        guard case .success(let otherMachines) = others else {
            if case .failure(let failure) = others { cannotRead(failure) }
            return 1
        }
        var machines: [(name: String, rows: [PeriodTotal])] = [("", all), (machineName, own)]
        for machine in otherMachines {
            guard let rows = read(.other(machine.id)) else { return 1 }
            machines.append((ElsewhereRowMapper.displayName(of: machine.id, named: machine.name), rows))
        }
        printOutput(String((json ? report.json(byMachine: machines) : report.text(byMachine: machines)).dropLast()))
        return 0
    }

    /// This machine's name for the other machines (ARCHITECTURE.md, "On every machine"): the
    /// one chosen, or the host name.
    private var machineName: String {
        GSettingsSettings.machineName(of: GSettingsSettings(logger: GLibLogger(domain: "Stopwatch")).load())
    }

    /// The app's own totals use case, over the history read at once and the stopwatches of
    /// `store` as the state file has them now (ARCHITECTURE.md, "Where the time went"): what
    /// `--totals` and `--status`'s goals count with.
    static func totals(over store: StopwatchStore, wallClock: WallClock, calendar: LocalCalendar) -> TotalsUseCase {
        let thisMachine = CommandLineTool.thisMachine
        let history = SessionHistoryRepository(
            dataSource: SQLiteHistoryAtOnce(path: UserDirectories.historyDatabase), logger: SaidByTheCommand()
        ) { thisMachine }
        return TotalsUseCase(store: store, wallClock: wallClock, history: history, calendar: calendar)
    }

    private func cannotRead(_ failure: HistoryFailure) {
        Self.cannotRead(failure, localizer: localizer)
    }

    /// Says on standard error that the history could not be read, and why.
    static func cannotRead(_ failure: HistoryFailure, localizer: Localizer) {
        printError(
            localizer.translate("Cannot read the history: {reason}").filling([
                "reason": ProblemMapper(localizer: localizer).words(for: failure)
            ]))
    }

    /// The stopwatches as the state file has them now (none when it has none, or cannot be
    /// read: said on standard error).
    private func inProgress() -> StopwatchCollection {
        switch ReadOnlyStateFile(location: .fromEnvironment()).read() {
        case .snapshot(let snapshot):
            let wallClockNow = TimeBounds.clampWallClock(wallClock.now())
            return StopwatchCollection(restoring: snapshot, now: clock.now(), wallClockNow: wallClockNow) ?? StopwatchCollection()
        case .nothing:
            return StopwatchCollection()
        case .unusable(let reason):
            printError(localizer.translate("The state file cannot be read: {reason}").filling(["reason": reason]))
            return StopwatchCollection()
        }
    }
}

/// The history's failures are the command's to say (on standard error, in the user's
/// words), not the log's.
final class SaidByTheCommand: Logger {
    func log(_ level: LogLevel, _ message: String) {}
}
