/// Takes away the time stopwatches ran while the person was away (Take Away;
/// ARCHITECTURE.md, "Mending a mistake"): on each stopwatch that ran during the away, a
/// correction of exactly what it ran then (one paused during it loses only what ran before
/// the pause), kept in its run log where it ran: each local day's part at the start of that
/// part, so totals take an away over midnight from both days. Each is undone as any correction (``UndoAdjustTimeUseCase``).
public final class TakeAwayTimeUseCase {
    private let context: StopwatchContext
    /// Where local days begin; without one, the whole away counts where it began.
    private let calendar: LocalCalendar?

    public init(context: StopwatchContext, calendar: LocalCalendar? = nil) {
        self.context = context
        self.calendar = calendar
    }

    /// Takes `away`'s time from every stopwatch that ran during it; one it cannot be taken
    /// from (its lap in progress is shorter: laps were made during the away) keeps its time,
    /// and is said in ``AwayCorrection/refused``.
    @discardableResult
    public func execute(_ away: Away) -> AwayCorrection {
        let now = context.timer.now
        let wallClockNow = TimeBounds.clampWallClock(context.wallClock.now())
        // Not cut at the wall clock now: one set back during the away would leave nothing.
        let pieces = Self.pieces(of: away, until: max(wallClockNow, away.end), in: calendar)
        var taken: [TimeAdjustment] = []
        var refused: [StopwatchID: MendProblem] = [:]
        for member in context.store.collection.members {
            let log = member.state.runLog
            let credits = pieces.compactMap { piece -> RunLog.Credit? in
                let ran = log.timeRan(from: piece.lowerBound, until: piece.upperBound)
                return ran > .zero ? RunLog.Credit(at: piece.lowerBound, amount: .zero - ran) : nil
            }
            guard !credits.isEmpty else { continue }
            let amount = credits.reduce(Duration.zero) { $0 + $1.amount }
            do {
                let state = try AdjustTimeUseCase.adjusting(
                    member.state, by: amount, now: now, wallClockNow: wallClockNow, recorded: credits)
                context.transition(member.id) { $0 = state }
                taken.append(TimeAdjustment(stopwatch: member.id, amount: amount, started: false, recorded: credits))
            } catch {
                refused[member.id] = error
            }
        }
        return AwayCorrection(taken: taken, refused: refused)
    }

    /// The wall clock now, as the run logs keep it: where an away that begins now begins.
    public var wallClockNow: Duration { TimeBounds.clampWallClock(context.wallClock.now()) }

    /// The away that began at the wall-clock instant `start` (read when it began) and lasted
    /// `duration`, measured on the monotonic clock: a change of the wall clock during it
    /// changes nothing, and a suspend counts. `nil` for none that can be.
    public func away(beganAt start: Duration, lasting duration: Duration) -> Away? {
        Away(start: start, end: start + min(max(duration, .zero), TimeBounds.maximumElapsed))
    }

    /// The aways asked about and not yet answered, kept with the stopwatches (saved: a quit
    /// or a crash does not lose the question).
    public var unanswered: [Away] { context.store.collection.unansweredAways }

    /// Keeps `aways` as the ones asked about and not answered, in place of those before; saved.
    public func keepUnanswered(_ aways: [Away]) {
        guard aways != unanswered else { return }
        context.change { $0.unansweredAways = aways }
    }

    /// The stopwatches that ran during `away`, in the list's order.
    public func stopwatchesThatRan(during away: Away) -> [StopwatchID] {
        context.store.collection.members.filter { $0.state.runLog.timeRan(from: away.start, until: away.end) > .zero }.map(\.id)
    }

    /// `away` up to `now`, cut at each local midnight in it.
    static func pieces(of away: Away, until now: Duration, in calendar: LocalCalendar?) -> [Range<Duration>] {
        let end = min(away.end, now)
        guard away.start < end else { return [] }
        guard let calendar else { return [away.start..<end] }
        var pieces: [Range<Duration>] = []
        var start = away.start
        var day = calendar.day(containing: start)
        // A day a turn, and no more turns than the away has hours (days of 23 hours, days a zone
        // skipped): a calendar that never moves on cannot hold it; what is left is one piece.
        let turns = Int((end - start).components.seconds / 3600) + 3
        for _ in 0..<turns where start < end {
            day = day.adding(days: 1)
            let pieceEnd = min(max(calendar.start(of: day), start), end)
            if pieceEnd > start { pieces.append(start..<pieceEnd) }
            start = pieceEnd
        }
        if start < end { pieces.append(start..<end) }
        return pieces
    }
}
