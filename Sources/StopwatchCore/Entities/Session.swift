/// A stopwatch session that was reset (or whose stopwatch was removed): kept in the history
/// with all its laps and the name of its stopwatch.
public struct Session: Equatable, Sendable {
    public let id: SessionID
    /// The wall-clock instant at which it was started.
    public let startedAt: Duration
    /// Its total elapsed time.
    public let elapsed: Duration
    public let laps: LapHistory
    /// The name its stopwatch had; `nil` for a session stored before stopwatches had names.
    public let stopwatchName: String?
    /// The sum of the user's corrections to its time: zero for a measured time.
    public let adjusted: Duration
    /// When it ran and when it was corrected, by the wall clock; empty for a session kept
    /// before that was recorded (its time counts on the day it started).
    public let runLog: RunLog

    public init(
        id: SessionID, startedAt: Duration, elapsed: Duration, laps: LapHistory, stopwatchName: String? = nil,
        adjusted: Duration = .zero, runLog: RunLog = .empty
    ) {
        self.id = id
        self.startedAt = startedAt
        self.elapsed = elapsed
        self.laps = laps
        self.stopwatchName = stopwatchName
        self.adjusted = adjusted
        self.runLog = runLog
    }

    /// The session `member` ends with, `elapsed` on it; `nil` when it had no time and no laps
    /// (nothing to keep).
    init?<Generator: RandomNumberGenerator>(
        ending member: NamedStopwatch, at elapsed: Duration, wallClock: WallClock,
        using random: inout Generator
    ) {
        guard elapsed > .zero || !member.state.laps.isEmpty else { return nil }
        let now = TimeBounds.clampWallClock(wallClock.now())
        self.init(
            id: .make(using: &random), startedAt: member.state.startedAt ?? now,
            elapsed: elapsed, laps: member.state.laps, stopwatchName: member.name, adjusted: member.state.adjusted,
            runLog: member.state.runLog.closed(at: now))
    }

    /// What the history list shows of it.
    public var summary: SessionSummary {
        SessionSummary(
            id: id, startedAt: startedAt, elapsed: elapsed, lapCount: laps.count,
            bestLap: laps.best?.duration ?? laps.last?.duration, stopwatchName: stopwatchName, adjusted: adjusted)
    }
}

/// A session as the history list shows it, without its laps.
public struct SessionSummary: Equatable, Sendable {
    public let id: SessionID
    public let startedAt: Duration
    public let elapsed: Duration
    public let lapCount: Int
    /// The shortest lap (the only one, with one lap); `nil` without laps.
    public let bestLap: Duration?
    /// The name its stopwatch had, if known.
    public let stopwatchName: String?
    /// The sum of the user's corrections to its time: zero for a measured time.
    public let adjusted: Duration
    /// The other machine it ran on (a sync folder's, whose sessions keep no laps), `nil` for
    /// this machine's: ids are each machine's own, so only this machine's open.
    public let machine: MachineID?
    /// The name that machine last gave itself, if it gave one.
    public let machineName: String?

    public init(
        id: SessionID, startedAt: Duration, elapsed: Duration, lapCount: Int, bestLap: Duration?, stopwatchName: String? = nil,
        adjusted: Duration = .zero, machine: MachineID? = nil, machineName: String? = nil
    ) {
        self.id = id
        self.startedAt = startedAt
        self.elapsed = elapsed
        self.lapCount = lapCount
        self.bestLap = bestLap
        self.stopwatchName = stopwatchName
        self.adjusted = adjusted
        self.machine = machine
        self.machineName = machineName
    }
}
