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
    /// When it was written, by that machine's clock: kept and written, never counted from.
    public let writtenAt: Duration
    /// When it reached this machine, by this machine's clock: the change time this machine's
    /// kernel gave the file when it landed (an engine sets a file's modification time to the
    /// writer's, never its change time). `nil` for a state this machine made.
    public let heardAt: Duration?
    /// Its stopwatches, their elapsed times as at ``writtenAt``.
    public let stopwatches: [ElsewhereStopwatch]

    public init(
        machine: MachineID, machineName: String, writtenAt: Duration, heardAt: Duration? = nil, stopwatches: [ElsewhereStopwatch]
    ) {
        self.machine = machine
        self.machineName = machineName
        self.writtenAt = writtenAt
        self.heardAt = heardAt
        self.stopwatches = stopwatches
    }

    /// The instant what it says counts from, on this machine's clock (ARCHITECTURE.md, "On
    /// every machine"): when it was heard, so that whether another machine's stopwatch runs
    /// or was last seen, and its time, never depend on that machine's clock agreeing with
    /// ours; when it was written only for a state never heard (this machine's own). Never
    /// counted backwards: a state from "the future" counts as just heard.
    public var since: Duration { heardAt ?? writtenAt }

    /// Whether it has been silent too long at `now` (this machine's clock).
    public func isSilent(at now: Duration) -> Bool {
        TimeBounds.interval(from: since, to: now) > Self.silence
    }

    /// `stopwatch`'s elapsed time at `now`: while its machine is heard from and it runs, what
    /// it had plus the time since the state was heard (never negative); otherwise what it had.
    public func elapsed(of stopwatch: ElsewhereStopwatch, at now: Duration) -> Duration {
        guard stopwatch.status == .running, !isSilent(at: now) else { return stopwatch.elapsed }
        return TimeBounds.sum(stopwatch.elapsed, TimeBounds.interval(from: since, to: now))
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
        return min(soonest, Self.silence - TimeBounds.interval(from: since, to: now) + .nanoseconds(1))
    }
}
