import StopwatchCore
import StopwatchGLib
import StopwatchHistorySQLite
import StopwatchPresentation
import StopwatchStateFile

/// `stopwatch --totals [--by day|week|month] [--since DAY] [--until DAY] [--by-machine] [--json]`: where the
/// time went (ARCHITECTURE.md, "Where the time went"), summed from the history and the stopwatches as they are now, by
/// local day, week or month in the user's time zone. It reads, never writes, never takes the
/// lock. A session counts when it ran, split at midnight; one kept from before that was
/// recorded counts on the day it started. Each stopwatch's row says the goal its period had, met
/// or not, and the goals' streaks follow the table.
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
        let stopwatches = inProgress()
        let totals = Self.totals(over: StopwatchStore(collection: stopwatches), wallClock: wallClock, calendar: calendar)
        let range: TotalsRange
        switch TotalsRange.read(by: by, since: since, until: until, today: totals.today, firstWeekday: totals.firstWeekday) {
        case .success(let read): range = read
        case .failure(let problem):
            printError(report.words(for: problem))
            return 1
        }
        let unnamed = localizer.translate("Stopwatch")
        let goals = goals(of: stopwatches, by: range.period, totals: totals)
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
            printOutput(String((json ? report.json(rows, goals: goals) : report.text(rows, goals: goals)).dropLast()))
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
        let written = json ? report.json(byMachine: machines, goals: goals) : report.text(byMachine: machines, goals: goals)
        printOutput(String(written.dropLast()))
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

    /// Where each stopwatch with a goal stands (ARCHITECTURE.md, "Goals"), by the app's own use case over
    /// the history read at once and `stopwatches` as they are now; none read without a goal.
    /// A history that cannot be read is said on standard error, and shows no progress.
    static func goalProgress(of stopwatches: StopwatchCollection, wallClock: WallClock, localizer: Localizer)
        -> [StopwatchID: GoalProgress]
    {
        guard stopwatches.members.contains(where: { $0.goals.current != nil }), let calendar = GLibLocalCalendar() else { return [:] }
        let store = StopwatchStore(collection: stopwatches)
        let totals = totals(over: store, wallClock: wallClock, calendar: calendar)
        var answer: Result<[StopwatchID: GoalProgress], HistoryFailure> = .failure(HistoryFailure("no answer"))
        GoalProgressUseCase(store: store, totals: totals).execute { answer = $0 }
        switch answer {
        case .success(let progress): return progress
        case .failure(let failure):
            cannotRead(failure, localizer: localizer)
            return [:]
        }
    }

    /// The goals the rows by `period` are judged by: every stopwatch's that ever had one, with
    /// where it stands now; `nil` when none had one.
    private func goals(of stopwatches: StopwatchCollection, by period: TotalsPeriod, totals: TotalsUseCase) -> TotalsGoals? {
        let withGoals = stopwatches.members.filter { !$0.goals.changes.isEmpty }
        guard !withGoals.isEmpty else { return nil }
        let progress = Self.goalProgress(of: stopwatches, wallClock: wallClock, localizer: localizer)
        return TotalsGoals(
            goals: withGoals.map { TotalsGoal(name: $0.name, timeline: $0.goals, progress: progress[$0.id]) }, period: period,
            today: totals.today, firstWeekday: totals.firstWeekday)
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
