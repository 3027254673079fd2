import StopwatchCore

/// The stopwatches of the other machines of a sync folder (ARCHITECTURE.md, "On every
/// machine") as every frontend shows them: a row for each one running there, ordered by
/// machine and name; a machine silent for ten minutes has its running ones as last seen, with
/// the time they last had. Paused and reset ones there are not shown: they take no time.
@MainActor
public struct ElsewhereRowMapper: Sendable {
    private let timeMapper = ElapsedTimeMapper()
    private let spokenTime: SpokenTimeMapper
    private let runningOn, lastSeenOn, spoken: MessageTemplate

    public init(localizer: Localizer = SourceLocalizer()) {
        spokenTime = SpokenTimeMapper(localizer: localizer)
        // TRANSLATORS: a stopwatch running on another machine of the sync folder; {machine} is that machine's name.
        runningOn = MessageTemplate(localizer.translate("running on {machine}"), names: ["machine"])
        // TRANSLATORS: a stopwatch that was running on another machine not heard from for ten minutes.
        lastSeenOn = MessageTemplate(localizer.translate("last seen on {machine}"), names: ["machine"])
        // TRANSLATORS: a stopwatch on another machine, as a screen reader says it: "Writing, running on laptop, 5 minutes".
        spoken = MessageTemplate(localizer.translate("{name}, {place}, {time}"), names: ["name", "place", "time"])
    }

    /// `states` in the order every frontend lists them: by the machine's name, then its id.
    public static func ordered(_ states: [MachineLiveState]) -> [MachineLiveState] {
        states.sorted {
            (displayName(of: $0.machine, named: $0.machineName), $0.machine) < (
                displayName(of: $1.machine, named: $1.machineName), $1.machine
            )
        }
    }

    /// The machines' states every frontend shows, and `--status` too: those of machines not
    /// forgotten (Preferences, "Other computers"), ``ordered(_:)``.
    public static func shown(_ states: [MachineLiveState], forgotten: Set<MachineID>) -> [MachineLiveState] {
        ordered(states.filter { !forgotten.contains($0.machine) })
    }

    /// What a machine is called: the name it gave itself, or the start of its id when it gave
    /// none.
    public static func displayName(of machine: MachineID, named name: String?) -> String {
        guard let name, !name.isEmpty else { return String(machine.text.prefix(8)) }
        return name
    }

    /// The rows of `states` at `now` (this machine's wall clock).
    public func rows(of states: [MachineLiveState], at now: Duration) -> [ElsewhereRow] {
        Self.ordered(states).flatMap { machine in
            let silent = machine.isSilent(at: now)
            let place = (silent ? lastSeenOn : runningOn).filled(Self.displayName(of: machine.machine, named: machine.machineName))
            return machine.stopwatches.filter { $0.status == .running }.sorted { $0.name < $1.name }.map { stopwatch in
                let elapsed = machine.elapsed(of: stopwatch, at: now)
                return ElsewhereRow(
                    name: stopwatch.name, place: place, time: timeMapper.wholeSecondsText(for: elapsed), isRunning: !silent,
                    spokenDescription: spoken.filled(stopwatch.name, place, spokenTime.words(for: elapsed, hundredths: false)))
            }
        }
    }
}
