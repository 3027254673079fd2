extension StopwatchState {
    /// The stopwatch a snapshot describes, as it is at the monotonic reading `now` and the
    /// wall-clock instant `wallClockNow`.
    ///
    /// A running one counts the time since it was saved, by the wall clock: never less than
    /// zero (the clock may have been set back), never past 100 years. A snapshot without a
    /// start time (written before it was stored) is taken to have started `elapsed` before
    /// it was saved.
    public init(restoring snapshot: StopwatchSnapshot, now: Duration, wallClockNow: Duration) {
        let startedAt = snapshot.startedAt ?? max(.zero, snapshot.savedAt - snapshot.elapsed)
        var log = snapshot.runLog
        if snapshot.status == .running, log.resumedAt == nil { log.resume(at: snapshot.savedAt) }
        if snapshot.runLog.isEmpty, snapshot.status != .initial {
            // A file from before run logs: the time it had counts on the day it started.
            log.correct(by: snapshot.elapsed, at: startedAt)
        }
        switch snapshot.status {
        case .initial:
            self = .initial
        case .paused:
            log.pause(at: snapshot.savedAt)
            self.init(
                status: .paused, accumulated: snapshot.elapsed, laps: snapshot.laps, startedAt: startedAt, adjusted: snapshot.adjusted,
                runLog: log)
        case .running:
            let closedFor = TimeBounds.interval(from: snapshot.savedAt, to: wallClockNow)
            self.init(
                status: .running, accumulated: TimeBounds.sum(snapshot.elapsed, closedFor), runningSince: now,
                laps: snapshot.laps, startedAt: startedAt, adjusted: snapshot.adjusted, runLog: log)
        }
    }
}
