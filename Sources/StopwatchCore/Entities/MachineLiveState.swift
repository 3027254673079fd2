/// What another machine's stopwatches were doing, as it last wrote (ARCHITECTURE.md, "On every
/// machine"): written at each change, and again every ``heartbeat`` while one runs, so that a
/// machine silent for ``silence`` is one that went away (shown as last seen, not as running).
public struct MachineLiveState: Equatable, Sendable {
    /// How often a machine with a stopwatch running writes its state though nothing changed.
    public static let heartbeat = Duration.seconds(300)
    /// How long a machine may stay silent before it is taken for gone.
    public static let silence = Duration.seconds(600)

    public let machine: MachineID
    /// The name its user gave it (its host name unless changed).
    public let machineName: String
    /// When it was written, by that machine's clock.
    public let writtenAt: Duration
    /// Its stopwatches, their elapsed times as at ``writtenAt``.
    public let stopwatches: [ElsewhereStopwatch]

    public init(machine: MachineID, machineName: String, writtenAt: Duration, stopwatches: [ElsewhereStopwatch]) {
        self.machine = machine
        self.machineName = machineName
        self.writtenAt = writtenAt
        self.stopwatches = stopwatches
    }

    /// Whether it has been silent too long at `now` (this machine's clock): its clock and
    /// ours may disagree, so a state written "in the future" counts as just written.
    public func isSilent(at now: Duration) -> Bool {
        TimeBounds.interval(from: writtenAt, to: now) > Self.silence
    }

    /// `stopwatch`'s elapsed time at `now`: while its machine is heard from and it runs, what
    /// it had plus the time since the state was written (never negative, whatever the two
    /// clocks say); otherwise what it had.
    public func elapsed(of stopwatch: ElsewhereStopwatch, at now: Duration) -> Duration {
        guard stopwatch.status == .running, !isSilent(at: now) else { return stopwatch.elapsed }
        return TimeBounds.sum(stopwatch.elapsed, TimeBounds.interval(from: writtenAt, to: now))
    }

    /// How long after `now` what it shows next changes: a running stopwatch's time turning its
    /// whole second (``WholeSecond``), or the machine falling silent; `nil` when nothing will
    /// (silent already, or nothing running).
    public func nextChange(at now: Duration) -> Duration? {
        guard !isSilent(at: now) else { return nil }
        var soonest: Duration?
        for stopwatch in stopwatches where stopwatch.status == .running {
            let elapsed = elapsed(of: stopwatch, at: now)
            let turn = WholeSecond(containing: elapsed).next.start - elapsed
            soonest = min(soonest ?? turn, turn)
        }
        guard let soonest else { return nil }
        // Silent once more than `silence` has passed since it wrote.
        return min(soonest, Self.silence - TimeBounds.interval(from: writtenAt, to: now) + .nanoseconds(1))
    }
}
