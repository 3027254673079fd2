/// A stopwatch session that was reset: kept in the history with all its laps.
public struct Session: Equatable, Sendable {
    public let id: SessionID
    /// The wall-clock instant at which it was started.
    public let startedAt: Duration
    /// Its total elapsed time.
    public let elapsed: Duration
    public let laps: LapHistory

    public init(id: SessionID, startedAt: Duration, elapsed: Duration, laps: LapHistory) {
        self.id = id
        self.startedAt = startedAt
        self.elapsed = elapsed
        self.laps = laps
    }

    /// What the history list shows of it.
    public var summary: SessionSummary {
        SessionSummary(id: id, startedAt: startedAt, elapsed: elapsed, lapCount: laps.count,
                       bestLap: laps.best?.duration ?? laps.last?.duration)
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

    public init(id: SessionID, startedAt: Duration, elapsed: Duration, lapCount: Int, bestLap: Duration?) {
        self.id = id
        self.startedAt = startedAt
        self.elapsed = elapsed
        self.lapCount = lapCount
        self.bestLap = bestLap
    }
}
