import GLibInterop
import GtkInterop
import StopwatchCore
import StopwatchFileSystem
import StopwatchGLib
import StopwatchHistorySQLite
import StopwatchPresentation
import StopwatchStateFile
import StopwatchSyncFolder

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
        let sync = json ? Self.syncFolder() : nil
        printLine(state, following: follow, elsewhere: sync)
        guard follow else { return 0 }
        // A reader gone is a failed write to handle, not a signal that kills (whatever the
        // parent left SIGPIPE as: waybar ignores it, a shell does not).
        signal(SIGPIPE, SIG_IGN)
        let loop = MainLoop()
        TerminationSignals.handle { loop.quit() }
        let everySecond = MainLoopTimeout(milliseconds: 1000) {
            if let changed = file.readIfChanged() { state = read(changed) }
            if !printLine(state, following: true, elsewhere: sync) { loop.quit() }
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

    /// The sync folder the settings name and this machine's id in it, if there is a folder
    /// (ARCHITECTURE.md, "On every machine"): looked up once a run.
    private static func syncFolder() -> (folder: String, own: MachineID?)? {
        let logger = GLibLogger(domain: "Stopwatch")
        let folder = GSettingsSettings(logger: logger).load().syncFolder
        guard !folder.isEmpty else { return nil }
        // Read, never made here: without an id yet, every machine in the folder is another.
        let idFile = MachineIDFile(in: UserDirectories.dataFolder)
        return (folder, MachineIdentity(store: idFile, logger: logger, place: idFile.path).read())
    }

    /// The other machines' live states in `sync` as they are now, every one not forgotten (a
    /// new reader, so none is left out for being unchanged); what could not be read is said on
    /// standard error (a history that cannot be read forgets none).
    private func elsewhere(in sync: (folder: String, own: MachineID?)?) -> [MachineLiveState] {
        guard let sync else { return [] }
        let read = SyncFolderReader(folder: sync.folder, own: sync.own).liveStates()
        for problem in read.problems { printError("Sync folder: " + problem) }
        let forgotten = forgottenMachines.current { printError("History: \($0)") }
        return ElsewhereRowMapper.shown(read.liveStates.values.map(\.state), forgotten: forgotten)
    }

    private let forgottenMachines = ForgottenMachines(path: UserDirectories.historyDatabase)

    /// The machines forgotten in the history at `path`, read again only when its files changed
    /// (opening it checks it whole: not a thing to do each second while following).
    private final class ForgottenMachines {
        private let path: String
        private var seen: [FileSystem.Stamp?]?
        private var machines: Set<MachineID> = []

        init(path: String) {
            self.path = path
        }

        /// The machines forgotten now; a history that cannot be read forgets none, and
        /// `failed` is told why (once a change of its files).
        func current(failed: (HistoryFailure) -> Void) -> Set<MachineID> {
            let files = [path, path + "-wal"].map(FileSystem.stamp)
            guard files != seen else { return machines }
            seen = files
            switch SQLiteHistoryAtOnce(path: path).forgotten() {
            case .success(let read): machines = read
            case .failure(let failure):
                machines = []
                failed(failure)
            }
            return machines
        }
    }

    /// Prints the line for `stopwatches` (every one; while following, the current one); whether
    /// anybody took it.
    @discardableResult
    private func printLine(
        _ stopwatches: StopwatchCollection, following: Bool = false, elsewhere sync: (folder: String, own: MachineID?)? = nil
    ) -> Bool {
        let report = CommandLineReportMapper(localizer: localizer, precision: precision)
        let now = clock.now()
        if json {
            return printOutput(
                report.statusJSON(
                    stopwatches, now: now, elsewhere: elsewhere(in: sync), wallClockNow: wallClock.now(),
                    goals: TotalsCommand.goalProgress(of: stopwatches, wallClock: wallClock, localizer: localizer)))
        }
        return printOutput(following ? report.currentStatusText(stopwatches, now: now) : report.statusText(stopwatches, now: now))
    }
}
