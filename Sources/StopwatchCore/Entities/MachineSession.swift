/// A session another machine closed, as its sync folder holds it (ARCHITECTURE.md, "On every
/// machine"): what totals and the history need of it, without its laps (a session of
/// 100,000 laps stays one short line there).
public struct MachineSession: Equatable, Sendable {
    public let id: SessionID
    /// The machine it ran on.
    public let machine: MachineID
    /// The name its stopwatch had: sessions of stopwatches of the same name on several
    /// machines are one activity.
    public let stopwatchName: String
    /// The wall-clock instant it started at, by its machine's clock.
    public let startedAt: Duration
    public let elapsed: Duration
    /// The sum of the corrections to its time.
    public let adjusted: Duration
    public let lapCount: Int
    /// When it ran and when it was corrected, by its machine's clock.
    public let runLog: RunLog

    public init(
        id: SessionID, machine: MachineID, stopwatchName: String, startedAt: Duration, elapsed: Duration,
        adjusted: Duration = .zero, lapCount: Int = 0, runLog: RunLog = .empty
    ) {
        self.id = id
        self.machine = machine
        self.stopwatchName = stopwatchName
        self.startedAt = startedAt
        self.elapsed = elapsed
        self.adjusted = adjusted
        self.lapCount = lapCount
        self.runLog = runLog
    }

    /// `session`, closed on `machine`.
    public init(_ session: Session, on machine: MachineID, unnamed: String) {
        self.init(
            id: session.id, machine: machine, stopwatchName: session.stopwatchName ?? unnamed, startedAt: session.startedAt,
            elapsed: session.elapsed, adjusted: session.adjusted, lapCount: session.laps.count, runLog: session.runLog)
    }
}
