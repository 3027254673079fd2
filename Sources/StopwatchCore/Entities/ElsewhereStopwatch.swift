/// A stopwatch on another machine, as that machine's live state in the sync folder last said
/// (ARCHITECTURE.md, "On every machine").
public struct ElsewhereStopwatch: Equatable, Sendable {
    public let machine: MachineID
    public let name: String
    public let status: StopwatchStatus
    /// Its elapsed time when the state was written.
    public let elapsed: Duration
    public let lapCount: Int

    public init(machine: MachineID, name: String, status: StopwatchStatus, elapsed: Duration, lapCount: Int = 0) {
        self.machine = machine
        self.name = name
        self.status = status
        self.elapsed = elapsed
        self.lapCount = lapCount
    }
}
