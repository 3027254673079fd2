import GtkInterop
import StopwatchCore
import StopwatchGLib
import StopwatchGtk
import StopwatchHistorySQLite
import StopwatchPresentation
import StopwatchSyncFolder

/// The command line's own answers, given before any window: `--version`, `--status` (with
/// `--json`, `--follow`), `--history` (with `--json`), `--totals` (with `--by`, `--since`,
/// `--until`, `--json`), `--start` (with `--ago`) and `--pause` (with `--at`) to the running
/// app, and the mends of past sessions (``SessionEditCommand``). GApplication parses the options, lists
/// them in `--help`, and rejects unknown ones with status 1.
@MainActor
struct CommandLineTool {
    let localizer: Localizer

    func register(on application: Application) {
        application.setHelpSummary(
            localizer.translate(
                "An exact, light stopwatch with laps and a history of sessions. Its state is kept in $XDG_CONFIG_HOME/stopwatch/state.json, its history in $XDG_DATA_HOME/stopwatch/history.sqlite3."
            ))
        application.addFlag(long: "version", short: "v", description: localizer.translate("Show the version and exit"))
        application.addFlag(long: "status", short: nil, description: localizer.translate("Print the stopwatch's time and state and exit"))
        application.addFlag(
            long: "follow", short: nil, description: localizer.translate("With --status: print a line every second until interrupted"))
        application.addFlag(long: "history", short: nil, description: localizer.translate("Print the past sessions and exit"))
        application.addFlag(
            long: "json", short: nil, description: localizer.translate("With --status, --history or --totals: print JSON for scripts"))
        application.addFlag(
            long: "totals", short: nil, description: localizer.translate("Print the time each stopwatch ran, by day, and exit"))
        // TRANSLATORS: `--help`: day, week and month are the values, as typed.
        application.addOption(
            long: "by", argument: "day|week|month", description: localizer.translate("With --totals: sum by day, week or month"))
        // TRANSLATORS: `--help`: the value's name, a day as 2026-11-24.
        let day = localizer.translate("DAY")
        application.addOption(long: "since", argument: day, description: localizer.translate("With --totals: from this day on"))
        application.addOption(
            long: "until", argument: day, description: localizer.translate("With --totals: up to this day (today by default)"))
        application.addFlag(
            long: "by-machine", short: nil,
            description: localizer.translate("With --totals: every machine's sum, then each machine's (with a sync folder)"))
        application.addFlag(long: "start", short: nil, description: localizer.translate("Start the current stopwatch of the running app"))
        application.addFlag(long: "pause", short: nil, description: localizer.translate("Pause the current stopwatch of the running app"))
        // TRANSLATORS: `--help`: the value's name, a length as 90m, 1h30m or 1:30.
        application.addOption(
            long: "ago", argument: localizer.translate("DURATION"), description: localizer.translate("With --start: as of so long ago"))
        // TRANSLATORS: `--help`: the value's name, a moment as 14:05, yesterday 14:05 or saturday 9:00.
        application.addOption(
            long: "at", argument: localizer.translate("WHEN"),
            description: localizer.translate("With --pause: as of that moment; with --split: where"))
        // TRANSLATORS: `--help`: the value's name, a session's id as --history --json gives it.
        let session = localizer.translate("ID")
        application.addOption(
            long: "edit", argument: session,
            description: localizer.translate("Mend a past session of the running app (with --from, --to, --stopwatch, --note)"))
        application.addOption(
            long: "from", argument: localizer.translate("WHEN"), description: localizer.translate("With --edit or --add: when it began"))
        application.addOption(
            long: "to", argument: localizer.translate("WHEN"), description: localizer.translate("With --edit or --add: when it ended"))
        // TRANSLATORS: `--help`: the value's name, a stopwatch's name.
        application.addOption(
            long: "stopwatch", argument: localizer.translate("NAME"),
            description: localizer.translate("With --edit: the stopwatch it was of"))
        // TRANSLATORS: `--help`: the value's name, a note's text.
        application.addOption(
            long: "note", argument: localizer.translate("TEXT"), description: localizer.translate("With --edit: its note"))
        application.addOption(
            long: "remove", argument: session, description: localizer.translate("Remove a past session, on every machine"))
        application.addOption(
            long: "split", argument: session, description: localizer.translate("Split a past session in two (with --at)"))
        application.addOption(
            long: "join", argument: session,
            description: localizer.translate("Join the session given after it, of the same stopwatch, to a past session"))
        application.addOption(
            long: "add", argument: localizer.translate("NAME"),
            description: localizer.translate("Add a session not timed to a stopwatch (with --from and --to)"))
        application.addOption(
            long: "goal", argument: localizer.translate("NAME"),
            description: localizer.translate("Give a stopwatch of the running app a goal: the time after it (1h, 90m), or none"))
        // TRANSLATORS: `--help`: day and week are the values, as typed.
        application.addOption(
            long: "per", argument: "day|week", description: localizer.translate("With --goal: a goal for each day or each week"))
        // TRANSLATORS: `--help`: what follows the options; --join takes a session, --goal a time.
        application.addRemainingArguments(
            argument: session, description: localizer.translate("With --join: the later session; with --goal: the time"))
    }

    /// Answers the options that need no window; returns the exit status, or `nil` to open it.
    func run(_ options: LocalOptions) -> Int32? {
        let isGiven = options.isGiven
        if options.string("join") == nil, options.string("goal") == nil, let stray = options.remaining.first {
            // TRANSLATORS: {text} is an argument given where none is read.
            printError(localizer.translate("Not an option: “{text}” (see --help)").filling(["text": stray]))
            return 2
        }
        if isGiven("version") {
            printOutput("\(AppInfo.executable) \(AppInfo.version)")
            return 0
        }
        if isGiven("status") || isGiven("follow") {
            return StatusCommand(localizer: localizer, precision: chosenSettings.timeStyle.precision, json: isGiven("json")).run(
                follow: isGiven("follow"))
        }
        if isGiven("history") {
            return printHistory(json: isGiven("json"))
        }
        if isGiven("start") {
            return ControlCommand(localizer: localizer, json: isGiven("json")).start(ago: options.string("ago"))
        }
        if let session = options.string("edit") {
            let changes = SessionEditCommand.Changes(
                stopwatch: options.string("stopwatch"), note: options.string("note"), from: options.string("from"),
                to: options.string("to"))
            return SessionEditCommand(localizer: localizer, json: isGiven("json")).edit(session, changes)
        }
        let sessions = SessionEditCommand(localizer: localizer, json: isGiven("json"))
        if let session = options.string("join") {
            return sessions.join([session] + options.remaining)
        }
        if let session = options.string("remove") {
            return sessions.remove(session)
        }
        if let session = options.string("split") {
            return sessions.split(session, at: options.string("at"))
        }
        if let name = options.string("add") {
            return sessions.add(name, from: options.string("from"), to: options.string("to"))
        }
        if let name = options.string("goal") {
            return GoalCommand(localizer: localizer, json: isGiven("json")).set(name, options.remaining, per: options.string("per"))
        }
        if isGiven("pause") {
            return ControlCommand(localizer: localizer, json: isGiven("json")).pause(at: options.string("at"))
        }
        if isGiven("totals") {
            return TotalsCommand(localizer: localizer, json: isGiven("json"), byMachine: isGiven("by-machine")).run(
                by: options.string("by"), since: options.string("since"), until: options.string("until"))
        }
        return nil
    }

    /// This machine's id, which mends name its sessions by: read, never made here.
    static var thisMachine: MachineID? {
        let idFile = MachineIDFile(in: UserDirectories.dataFolder)
        return MachineIdentity(store: idFile, logger: GLibLogger(domain: "Stopwatch"), place: idFile.path).read()
    }

    /// What the user chose (GSettings): the precision of the text printed (JSON keeps
    /// milliseconds) and this machine's name.
    private var chosenSettings: AppSettings {
        GSettingsSettings(logger: GLibLogger(domain: "Stopwatch")).load()
    }

    private func printHistory(json: Bool) -> Int32 {
        let settings = chosenSettings
        let report = CommandLineReportMapper(localizer: localizer, precision: settings.timeStyle.precision)
        switch SQLiteHistoryAtOnce(path: UserDirectories.historyDatabase).entries(thisMachine: Self.thisMachine) {
        case .success(let entries):
            let text =
                json
                ? report.historyJSON(entries, thisMachine: GSettingsSettings.machineName(of: settings)) : report.historyText(entries)
            printOutput(String(text.dropLast()))
            return 0
        case .failure(let failure):
            printError(
                localizer.translate("Cannot read the history: {reason}").filling([
                    "reason": ProblemMapper(localizer: localizer).words(for: failure)
                ]))
            return 1
        }
    }
}
