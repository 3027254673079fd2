/// Freezes a running stopwatch: running → paused.
public final class PauseStopwatchUseCase {
    private let context: StopwatchContext

    public init(context: StopwatchContext) {
        self.context = context
    }

    /// Pauses the stopwatch `id` (the current one when `nil`).
    public func execute(on id: StopwatchID? = nil) {
        let wallClockNow = TimeBounds.clampWallClock(context.wallClock.now())
        context.transitionWhileRunning(id) { state, now in
            state.accumulated = state.elapsed(at: now)
            state.status = .paused
            state.runningSince = nil
            state.runLog.pause(at: wallClockNow)
        }
    }

    /// Pauses the stopwatch `id` (the current one when `nil`) as of `ago` before now ("Stopped
    /// 10 minutes ago"): its run log's span ends then, its time is what it had
    /// then; returns what was done, to undo it with. Refused, it changes nothing: not running,
    /// or further back than it ran since it last started or resumed, or than the lap in
    /// progress holds (a completed lap keeps its time).
    @discardableResult
    public func execute(ago: Duration, on id: StopwatchID? = nil) throws(MendProblem) -> EarlierPause {
        try pause(id, ago: { _ in ago })
    }

    /// Pauses the stopwatch `id` (the current one when `nil`) as of the wall-clock `instant`
    /// ("Stopped at 14:05"): its span ends exactly then. Refused as ``execute(ago:on:)`` is.
    @discardableResult
    public func execute(at instant: Duration, on id: StopwatchID? = nil) throws(MendProblem) -> EarlierPause {
        try pause(id) { wallClockNow in
            // Bounded before any arithmetic: an instant from outside may be anything an Int64 holds.
            instant >= .zero && instant <= wallClockNow ? wallClockNow - instant : nil
        }
    }

    /// Pauses `id` as of how long before the wall clock's now `ago` says (`nil`: past the limit).
    private func pause(_ id: StopwatchID?, ago: (Duration) -> Duration?) throws(MendProblem) -> EarlierPause {
        guard let member = context.member(id) else { throw .noSuchStopwatch }
        guard member.state.status == .running, let runningSince = member.state.runningSince else { throw .notRunning }
        let now = context.timer.now
        let wallClockNow = TimeBounds.clampWallClock(context.wallClock.now())
        // Bounded before any arithmetic: an amount from outside may be anything an Int64 holds.
        guard let ago = ago(wallClockNow), ago >= .zero, ago <= TimeBounds.maximumElapsed else { throw .pastTheLimit }
        // Since it last started or resumed: its open span, on the wall clock where the run log
        // has one (a stopwatch started as of a moment ago ran from then).
        let sinceResumed = member.state.runLog.resumedAt.map { wallClockNow - $0 } ?? now - runningSince
        let available = min(max(.zero, sinceResumed), member.state.currentLapDuration(at: now))
        guard ago <= available else { throw .beforeItRan(available: .milliseconds(available.wholeMilliseconds)) }
        var paused = member.state
        paused.accumulated = member.state.elapsed(at: now) - ago
        paused.status = .paused
        paused.runningSince = nil
        paused.runLog.pause(at: wallClockNow - ago)
        context.transition(member.id) { $0 = paused }
        return EarlierPause(stopwatch: member.id, running: member.state, paused: paused)
    }
}
