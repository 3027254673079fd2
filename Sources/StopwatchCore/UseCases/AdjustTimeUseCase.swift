/// Corrects a stopwatch's time: "I forgot to start it five minutes ago".
///
/// The correction goes to the lap in progress, so completed laps keep their times; the
/// stopwatch keeps the sum of its corrections, so a corrected session is never taken for a
/// measured one. A stopwatch not yet started is started as of that long ago ("Started 5
/// minutes ago").
public final class AdjustTimeUseCase {
    private let context: StopwatchContext

    public init(context: StopwatchContext) {
        self.context = context
    }

    /// Adds `amount` (negative: takes it away) to the stopwatch `id` (the current one when
    /// `nil`), and returns what was done, to undo it with. Refused, it changes nothing.
    @discardableResult
    public func execute(_ amount: Duration, on id: StopwatchID? = nil) throws(MendProblem) -> TimeAdjustment {
        guard let member = context.member(id) else { throw .noSuchStopwatch }
        return try adjust(member, by: amount, wallClockNow: TimeBounds.clampWallClock(context.wallClock.now()))
    }

    /// Starts the stopwatch `id` (the current one when `nil`), not yet started, as of the
    /// wall-clock `instant` ("Started at 9:05"): its span begins exactly then. Refused as
    /// ``execute(_:on:)`` refuses that long ago; a started one is given no time.
    @discardableResult
    public func execute(startedAt instant: Duration, on id: StopwatchID? = nil) throws(MendProblem) -> TimeAdjustment {
        guard let member = context.member(id) else { throw .noSuchStopwatch }
        guard member.state.status == .initial else { throw .alreadyStarted }
        let wallClockNow = TimeBounds.clampWallClock(context.wallClock.now())
        // Bounded before any arithmetic: an instant from outside may be anything an Int64 holds.
        guard instant >= .zero, instant <= wallClockNow else { throw .pastTheLimit }
        return try adjust(member, by: wallClockNow - instant, wallClockNow: wallClockNow)
    }

    /// Starts the stopwatch `id` (the current one when `nil`), not yet started, as of `ago`
    /// before now (zero: now), as the command line's `--start [--ago]` asks; `nil` when it
    /// started now (no time given, nothing to undo). Refused when it has started already.
    @discardableResult
    public func execute(startedAgo ago: Duration, on id: StopwatchID? = nil) throws(MendProblem) -> TimeAdjustment? {
        guard let member = context.member(id) else { throw .noSuchStopwatch }
        guard member.state.status == .initial else { throw .alreadyStarted }
        let wallClockNow = TimeBounds.clampWallClock(context.wallClock.now())
        guard ago != .zero else {
            let now = context.timer.now
            context.transition(member.id) { state in
                state = StopwatchState(
                    status: .running, runningSince: now, startedAt: wallClockNow, runLog: RunLog(resumedAt: wallClockNow))
            }
            return nil
        }
        return try adjust(member, by: ago, wallClockNow: wallClockNow)
    }

    private func adjust(_ member: NamedStopwatch, by amount: Duration, wallClockNow: Duration) throws(MendProblem) -> TimeAdjustment {
        let state = try Self.adjusting(member.state, by: amount, now: context.timer.now, wallClockNow: wallClockNow)
        context.transition(member.id) { $0 = state }
        return TimeAdjustment(stopwatch: member.id, amount: amount, started: member.state.status == .initial)
    }

    /// `state` with `amount` added at the monotonic reading `now`, or why not; its run log
    /// keeps the correction as `recorded` (credits that add up to `amount`), or all at the
    /// wall clock's now.
    static func adjusting(
        _ state: StopwatchState, by amount: Duration, now: Duration, wallClockNow: Duration, recorded: [RunLog.Credit]? = nil
    ) throws(MendProblem) -> StopwatchState {
        if amount == .zero { throw .nothingToAdjust }
        // Bounded before any arithmetic: an amount from outside may be anything an Int64 holds.
        guard amount.magnitudeWithin(TimeBounds.maximumElapsed) else { throw .pastTheLimit }
        if state.status == .initial {
            guard amount > .zero else { throw .notStarted }
            // It began that long ago (ARCHITECTURE.md, "Mending a mistake"): its run log's span begins then, so the
            // time counts where it ran, over midnight too; it is not a correction. What would
            // begin before 1970 is a correction at 1970.
            let began = TimeBounds.clampWallClock(wallClockNow - amount)
            var log = RunLog(resumedAt: began)
            let before1970 = amount - (wallClockNow - began)
            if before1970 > .zero { log.correct(by: before1970, at: began) }
            return StopwatchState(
                status: .running, accumulated: amount, runningSince: now, startedAt: began,
                adjusted: before1970 > .zero ? before1970 : .zero,
                runLog: log)
        }
        let lapInProgress = state.currentLapDuration(at: now)
        if amount < .zero, lapInProgress + amount < .zero {
            throw .moreThanTheLapInProgress(available: .milliseconds(lapInProgress.wholeMilliseconds))
        }
        let elapsed = state.elapsed(at: now) + amount
        guard elapsed <= TimeBounds.maximumElapsed else { throw .pastTheLimit }
        var adjusted = state
        adjusted.accumulated = elapsed
        // A running one is counted from now on, so what was accumulated never goes below zero.
        if state.status == .running { adjusted.runningSince = now }
        adjusted.startedAt = state.startedAt.map { TimeBounds.clampWallClock($0 - amount) }
        adjusted.adjusted = state.adjusted + amount
        for credit in recorded ?? [RunLog.Credit(at: wallClockNow, amount: amount)] {
            adjusted.runLog.correct(by: credit.amount, at: credit.at)
        }
        return adjusted
    }
}

extension Duration {
    /// Whether this duration lies within `-limit...limit`.
    func magnitudeWithin(_ limit: Duration) -> Bool {
        self >= .zero - limit && self <= limit
    }
}
