/// The mends of a past session's times (ARCHITECTURE.md, "Mends"), for ``PastMends``: its beginning or
/// its end moved (each alone), split in two, two joined. What it ran moves with them; laps keep
/// their place on its time, and a mend that would leave a lap outside it is refused, so that
/// the mend made to undo it gives back what was.
enum MendedTimes {
    /// `session` begun at `instant`: earlier, its first span starts then; later, what ran
    /// before it is cut off (within a pause: it begins when it next ran).
    static func begin(_ session: MendableSession, at instant: Duration) throws(MendRefusal) -> MendableSession {
        guard let begin = session.begin, let end = session.end, instant < end else { throw .endsBeforeItBegins }
        var spans = session.runLog.spans
        if instant <= begin {
            spans[0] = RunLog.Span(start: instant, end: spans[0].end)
        } else {
            spans = spans.compactMap { $0.end <= instant ? nil : RunLog.Span(start: max($0.start, instant), end: $0.end) }
        }
        return try retimed(session, spans: spans, credits: session.runLog.credits, shiftingLapsBy: ran(spans) - ran(session.runLog.spans))
    }

    /// `session` ended at `instant`: later, its last span ends then; earlier, what ran after
    /// it is cut off.
    static func end(_ session: MendableSession, at instant: Duration) throws(MendRefusal) -> MendableSession {
        guard let begin = session.begin, let end = session.end, instant > begin else { throw .endsBeforeItBegins }
        var spans = session.runLog.spans
        if instant >= end {
            spans[spans.count - 1] = RunLog.Span(start: spans[spans.count - 1].start, end: instant)
        } else {
            spans = spans.compactMap { $0.start >= instant ? nil : RunLog.Span(start: $0.start, end: min($0.end, instant)) }
        }
        return try retimed(session, spans: spans, credits: session.runLog.credits, shiftingLapsBy: .zero)
    }

    /// `session` cut at `instant`, strictly inside its time: the part before keeps its number,
    /// its note and its corrections before then; the part after is `ref`, with the laps that
    /// ended after the cut and the corrections from then on.
    static func split(
        _ session: MendableSession, at instant: Duration, into ref: SessionRef
    ) throws(MendRefusal) -> (MendableSession, MendableSession) {
        guard let begin = session.begin, let end = session.end, begin < instant, instant < end else { throw .splitOutside }
        let spans = session.runLog.spans
        let before = spans.compactMap { $0.start >= instant ? nil : RunLog.Span(start: $0.start, end: min($0.end, instant)) }
        let after = spans.compactMap { $0.end <= instant ? nil : RunLog.Span(start: max($0.start, instant), end: $0.end) }
        let credits = session.runLog.credits
        var first = session
        first.runLog = RunLog(spans: before, credits: credits.filter { $0.at < instant })
        var second = MendableSession(
            ref: ref, stopwatchName: session.stopwatchName, runLog: RunLog(spans: after, credits: credits.filter { $0.at >= instant }),
            ranOn: session.ranOn)
        let cut = first.elapsed
        first.lapTotals = session.lapTotals.filter { $0 <= cut }
        second.lapTotals = session.lapTotals.filter { $0 > cut }.map { $0 - cut }
        return (first, second)
    }

    /// `later` joined to `earlier`: one stopwatch's, `later` beginning once `earlier` ended and
    /// no session of theirs between them. The gap becomes a pause; its laps follow on.
    static func join(
        _ earlier: MendableSession, _ later: MendableSession, among sessions: some Sequence<MendableSession>
    ) throws(MendRefusal) -> MendableSession {
        guard earlier.ranOn == later.ranOn, StopwatchName.same(earlier.stopwatchName, later.stopwatchName),
            let end = earlier.end, let begin = later.begin, end <= begin
        else { throw .notAdjacent }
        let between = sessions.contains {
            $0.ref != earlier.ref && $0.ref != later.ref && $0.ranOn == earlier.ranOn
                && StopwatchName.same($0.stopwatchName, earlier.stopwatchName) && $0.meets(begin: end, end: begin)
        }
        guard !between else { throw .notAdjacent }
        var joined = earlier
        let offset = earlier.elapsed
        joined.runLog = RunLog(
            spans: earlier.runLog.spans + later.runLog.spans, credits: earlier.runLog.credits + later.runLog.credits)
        joined.lapTotals = earlier.lapTotals + later.lapTotals.map { $0 + offset }
        return joined
    }

    private static func ran(_ spans: [RunLog.Span]) -> Duration {
        spans.reduce(.zero) { $0 + ($1.end - $1.start) }
    }

    /// `session` with new spans: its laps moved by `shift` (time added or cut at its
    /// beginning), refused when one would fall outside its new time.
    private static func retimed(
        _ session: MendableSession, spans: [RunLog.Span], credits: [RunLog.Credit], shiftingLapsBy shift: Duration
    ) throws(MendRefusal) -> MendableSession {
        var mended = session
        mended.runLog = RunLog(spans: spans, credits: credits)
        guard mended.elapsed <= TimeBounds.maximumElapsed else { throw .pastTheLimit }
        let laps = session.lapTotals.map { $0 + shift }
        guard laps.allSatisfy({ $0 > .zero && $0 <= mended.elapsed }) else { throw .cutsLaps }
        mended.lapTotals = laps
        return mended
    }
}
