/// What a history holds of one other machine's records, as ``OtherMachinesMerge`` needs it to
/// decide on new lines (ARCHITECTURE.md, "On every machine"): read by the store before the
/// merge, changed by nobody until the store is handed the merge's decisions.
public struct StoredMachineRecords: Sendable {
    /// The sessions of that machine kept, of the numbers the new lines name (or all).
    public var kept: [SessionID: MachineSession]
    /// The sessions that machine removed (held against them, whether they came or not).
    public var removed: Set<SessionID>
    /// This machine's own sessions of the numbers the new lines name: their start and time.
    /// A line the same as one of them is this machine's own (a data folder copied from here,
    /// whose files hold its sessions from before the copy too).
    public var own: [SessionID: OwnSession]

    /// The start and time of one of this machine's own sessions.
    public struct OwnSession: Equatable, Sendable {
        public let startedAt: Duration
        public let elapsed: Duration

        public init(startedAt: Duration, elapsed: Duration) {
            self.startedAt = startedAt
            self.elapsed = elapsed
        }
    }

    public init(kept: [SessionID: MachineSession] = [:], removed: Set<SessionID> = [], own: [SessionID: OwnSession] = [:]) {
        self.kept = kept
        self.removed = removed
        self.own = own
    }

    /// Whether `session` is one of this machine's own.
    public func isOwn(_ session: MachineSession) -> Bool {
        own[session.id] == OwnSession(startedAt: session.startedAt, elapsed: session.elapsed)
    }
}
