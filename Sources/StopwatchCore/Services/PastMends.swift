/// Every machine's mends of past sessions applied in one order (ARCHITECTURE.md, "Mends"),
/// pure: the same sessions and the same mends, however they arrived (in any order, twice, in
/// conflict copies), give the same history on every machine.
///
/// The mends are applied by their ``MendStamp``, each to the session as the mends before it
/// left it, so of two mends of one thing made apart the later in that order holds. A removal
/// holds for good: a mend of a removed session, before or after it in the order, leaves it
/// removed. A mend whose session has not arrived waits (at most ``maximumWaiting``) and is
/// applied in its place once it has. A mend that breaks a rule (``MendRefusal``) changes
/// nothing; which do depends only on the order, so every machine refuses the same.
public enum PastMends {
    /// Mends kept waiting for their session, at most: past it the latest are let go.
    public static let maximumWaiting = 10_000

    /// What the mends made of the sessions.
    public struct Outcome: Equatable, Sendable {
        /// The sessions, mended, by their reference: split parts among them, removed and
        /// joined ones not.
        public var sessions: [SessionRef: MendableSession]
        /// The sessions removed, or joined into another.
        public var removed: Set<SessionRef>
        /// The mends whose session is not there (yet), in their order.
        public var waiting: [SessionMend]
        /// The mends that changed nothing, and why.
        public var refused: [SessionMend: MendRefusal]
    }

    /// `sessions` (each machine's, as the merge kept them) with `mends` applied.
    public static func apply(_ mends: some Sequence<SessionMend>, to sessions: some Sequence<MendableSession>) -> Outcome {
        var outcome = Outcome(sessions: [:], removed: [], waiting: [], refused: [:])
        var index = Index()
        for session in sessions {
            outcome.sessions[session.ref] = session
            index.fill(session)
        }
        // A set first: the same line in a file and in its conflict copy is one mend.
        for mend in Set(mends).sorted(by: precedes) {
            guard !outcome.removed.contains(mend.session) else { continue }
            guard let session = outcome.sessions[mend.session] else {
                if outcome.waiting.count < maximumWaiting { outcome.waiting.append(mend) }
                continue
            }
            do {
                try apply(mend, to: session, in: &outcome, index: &index)
            } catch {
                outcome.refused[mend] = error
            }
        }
        return outcome
    }

    /// What `mend`, made after `mends`, would do to `sessions`: `nil` when it applies, else why
    /// not (its session not there, or removed, is ``SessionMendProblem/noSuchSession``). The
    /// same order as every machine's, so what is refused here is refused everywhere.
    public static func problem(
        of mend: SessionMend, after mends: [SessionMend], on sessions: some Sequence<MendableSession>
    ) -> SessionMendProblem? {
        let outcome = apply(mends + [mend], to: sessions)
        if let refusal = outcome.refused[mend] { return .refused(refusal) }
        if outcome.removed.contains(mend.session) && mend.change != .remove { return .noSuchSession }
        if outcome.waiting.contains(mend) { return .noSuchSession }
        return nil
    }

    /// The order mends apply in: by stamp, then (two mends of one stamp: only a copied or
    /// hostile machine makes them) by what they change, so that it is total.
    public static func precedes(_ left: SessionMend, _ right: SessionMend) -> Bool {
        if left.stamp != right.stamp { return left.stamp < right.stamp }
        if left.session != right.session { return left.session < right.session }
        return orderKey(left.change).lexicographicallyPrecedes(orderKey(right.change))
    }

    private static func apply(
        _ mend: SessionMend, to session: MendableSession, in outcome: inout Outcome, index: inout Index
    ) throws(MendRefusal) {
        var mended = session
        switch mend.change {
        case .begin(let instant):
            mended = try MendedTimes.begin(session, at: try bounded(instant))
        case .end(let instant):
            mended = try MendedTimes.end(session, at: try bounded(instant))
        case .length(let length):
            guard length >= .zero, length <= TimeBounds.maximumElapsed else { throw .pastTheLimit }
            guard let end = session.end else { throw .endsBeforeItBegins }
            mended.runLog.correct(by: length - session.elapsed, at: end)
        case .stopwatch(let name):
            guard let normalized = try? StopwatchName.normalized(name) else { throw .stopwatchName }
            mended.stopwatchName = normalized
        case .note(let note):
            guard note.count <= MendableSession.maximumNoteLength else { throw .noteTooLong }
            // A note meets no other session: its stopwatch's are not read (``MendReads``).
            outcome.sessions[session.ref]?.note = note
            return
        case .split(let instant, let newID):
            let ref = SessionRef(machine: mend.stamp.machine, id: newID)
            guard outcome.sessions[ref] == nil, !outcome.removed.contains(ref) else { throw .splitNumberTaken }
            let (before, after) = try MendedTimes.split(session, at: try bounded(instant), into: ref)
            mended = before
            outcome.sessions[ref] = after
            index.insert(after)
        case .join(let other):
            guard other != session.ref, let later = outcome.sessions[other] else { throw .notAdjacent }
            let between =
                if let end = session.end, let begin = later.begin, end < begin {
                    index.sessions(meeting: end, begin, like: session, in: outcome.sessions)
                } else { [MendableSession]() }
            mended = try MendedTimes.join(session, later, among: between)
            outcome.sessions[other] = nil
            outcome.removed.insert(other)
        case .remove:
            outcome.sessions[session.ref] = nil
            outcome.removed.insert(session.ref)
            return
        }
        if let begin = mended.begin, let end = mended.end,
            let met = firstMet(by: mended, among: index.sessions(meeting: begin, end, like: mended, in: outcome.sessions))
        {
            throw .overlaps(met)
        }
        outcome.sessions[session.ref] = mended
        index.replace(session, with: mended)
    }

    private static func bounded(_ instant: Duration) throws(MendRefusal) -> Duration {
        guard instant >= .zero, instant <= TimeBounds.maximumWallClock else { throw .pastTheLimit }
        return instant
    }

    /// The first session (by its beginning) of the same machine's stopwatch of that name that
    /// `session`'s time would meet: one stopwatch's sessions never overlap.
    static func firstMet(by session: MendableSession, among sessions: some Sequence<MendableSession>) -> SessionRef? {
        guard let begin = session.begin, let end = session.end else { return nil }
        return
            sessions
            .filter {
                $0.ref != session.ref && $0.ranOn == session.ranOn
                    && StopwatchName.same($0.stopwatchName, session.stopwatchName) && $0.meets(begin: begin, end: end)
            }
            .min { ($0.begin ?? .zero, $0.ref) < ($1.begin ?? .zero, $1.ref) }?.ref
    }

    private static func orderKey(_ change: MendChange) -> [Int64] {
        switch change {
        case .begin(let instant): [0] + key(instant)
        case .end(let instant): [1] + key(instant)
        case .length(let length): [2] + key(length)
        case .stopwatch(let name): [3] + name.unicodeScalars.map { Int64($0.value) }
        case .note(let note): [4] + note.unicodeScalars.map { Int64($0.value) }
        case .split(let instant, let id): [5, id.rawValue] + key(instant)
        case .join(let other): [6, other.id.rawValue] + other.machine.text.unicodeScalars.map { Int64($0.value) }
        case .remove: [7]
        }
    }

    private static func key(_ duration: Duration) -> [Int64] {
        [duration.components.seconds, duration.components.attoseconds]
    }
}
