/// The history as every machine's mends left it (ARCHITECTURE.md, "Mends"): what ``PastMends``
/// decided, laid over what the history stores, which keeps every session as its machine wrote
/// it. Pure: the same sessions and mends give the same list and totals on every machine.
///
/// The history hands over the mends and the sessions their rules read (``MendReads``); this
/// type says what the list shows in their place, and what each period's totals gain or lose
/// by them.
public struct MendedHistory: Sendable {
    /// No mends: the history as stored.
    public static let none = MendedHistory(mends: [], sessions: [], thisMachine: nil)

    /// The sessions as stored, by reference, of those the mends were given.
    private let stored: [SessionRef: MachineSession]
    /// What the mends made of them: the sessions that changed or are new (split parts).
    private let mended: [SessionRef: MendableSession]
    /// The sessions removed or joined into another.
    public let removed: Set<SessionRef>
    /// The mends whose session has not arrived, and those refused with their reason.
    public let waiting: [SessionMend]
    public let refused: [SessionMend: MendRefusal]
    /// This machine, whose sessions the history lists without a machine.
    private let thisMachine: MachineID?
    /// The latest stamp of the mends given: this machine's next mend comes after it.
    public let latest: MendStamp?

    /// `sessions`: as stored, every machine's, this machine's under `thisMachine`.
    public init(mends: [SessionMend], sessions: [MachineSession], thisMachine: MachineID?) {
        var stored: [SessionRef: MachineSession] = [:]
        for session in sessions { stored[SessionRef(machine: session.machine, id: session.id)] = session }
        let outcome = PastMends.apply(mends, to: stored.values.map(Self.mendable))
        self.stored = stored
        mended = outcome.sessions.filter { ref, session in stored[ref].map { Self.mendable($0) != session } ?? true }
        removed = outcome.removed.intersection(stored.keys)
        waiting = outcome.waiting
        refused = outcome.refused
        self.thisMachine = thisMachine
        latest = mends.max { $0.stamp < $1.stamp }?.stamp
    }

    /// The note the mends gave `session` (empty: none; sessions keep no note of their own).
    public func note(of session: SessionRef) -> String {
        mended[session]?.note ?? ""
    }

    /// `session`, of those given, as the mends left it: its spans, stopwatch and note; `nil`
    /// when it was not given, or was removed or joined into another.
    public func asMended(_ session: SessionRef) -> MendableSession? {
        guard !removed.contains(session) else { return nil }
        return mended[session] ?? stored[session].map(Self.mendable)
    }

    /// Whether the mends change nothing that the history shows.
    public var changesNothing: Bool { mended.isEmpty && removed.isEmpty }

    /// A stored session as mends see it: its laps only by number (the list keeps no more).
    static func mendable(_ session: MachineSession) -> MendableSession {
        MendableSession(
            ref: SessionRef(machine: session.machine, id: session.id), stopwatchName: session.stopwatchName, runLog: session.runLog)
    }

    // MARK: The list

    /// `summaries` (newest first, as the history lists them) with the mends laid over them:
    /// removed ones left out, mended ones as mended, split parts added; newest first again.
    /// Only the sessions the mends touched are looked up (by their number first, which is
    /// cheap), and only those that moved are sorted in: a year of sessions with a mend or two
    /// costs a pass over the list (docs/performance.md).
    public func summaries(_ summaries: [SessionSummary]) -> [SessionSummary] {
        guard !changesNothing else { return summaries }
        let touched = Set(mended.keys.map(\.id)).union(removed.map(\.id))
        var listed: Set<SessionRef> = []
        var kept: [SessionSummary] = []
        var moved: [SessionSummary] = []
        kept.reserveCapacity(summaries.count)
        for summary in summaries {
            guard touched.contains(summary.id), let ref = ref(of: summary) else {
                kept.append(summary)
                continue
            }
            listed.insert(ref)
            guard !removed.contains(ref) else { continue }
            guard let session = mended[ref], let original = stored[ref] else {
                kept.append(summary)
                continue
            }
            let shown = self.summary(of: session, from: original, machineName: summary.machineName, bestLap: summary.bestLap)
            if shown.startedAt == summary.startedAt { kept.append(shown) } else { moved.append(shown) }
        }
        // Split parts: new sessions, each what it took of the one it was split from.
        for (ref, session) in mended where !listed.contains(ref) && stored[ref] == nil { moved.append(summary(ofPart: session)) }
        guard !moved.isEmpty else { return kept }
        return Self.merged(kept, moved.sorted(by: Self.newerFirst))
    }

    private static func newerFirst(_ left: SessionSummary, _ right: SessionSummary) -> Bool {
        (left.startedAt, left.id.rawValue) > (right.startedAt, right.id.rawValue)
    }

    /// Two lists, each newest first, as one.
    private static func merged(_ left: [SessionSummary], _ right: [SessionSummary]) -> [SessionSummary] {
        var result: [SessionSummary] = []
        result.reserveCapacity(left.count + right.count)
        var (l, r) = (0, 0)
        while l < left.count || r < right.count {
            if r == right.count || (l < left.count && !newerFirst(right[r], left[l])) {
                result.append(left[l])
                l += 1
            } else {
                result.append(right[r])
                r += 1
            }
        }
        return result
    }

    /// The reference of a listed session, `nil` for this machine's while it has no id (no mend
    /// can name it then).
    private func ref(of summary: SessionSummary) -> SessionRef? {
        guard let machine = summary.machine ?? thisMachine else { return nil }
        return SessionRef(machine: machine, id: summary.id)
    }

    private func summary(of session: MendableSession, from original: MachineSession, machineName: String?, bestLap: Duration?)
        -> SessionSummary
    {
        let before = Self.mendable(original)
        // What was measured beyond the run log (a session from before run logs has none) stays.
        let elapsed = TimeBounds.clampElapsed(original.elapsed + session.elapsed - before.elapsed)
        let adjusted = original.adjusted + Self.credited(session) - Self.credited(before)
        return SessionSummary(
            id: session.ref.id, startedAt: session.begin ?? original.startedAt, elapsed: elapsed,
            lapCount: session.lapTotals.isEmpty ? original.lapCount : session.lapTotals.count,
            bestLap: session.runLog == before.runLog ? bestLap : nil, stopwatchName: session.stopwatchName, adjusted: adjusted,
            machine: session.ranOn == thisMachine ? nil : session.ranOn, machineName: machineName)
    }

    /// This machine's `session`, read whole, as the mends left it: its laps as kept, its times,
    /// stopwatch and corrections as mended; `nil` once removed or joined into another.
    public func session(_ session: Session) -> Session? {
        guard let thisMachine else { return session }
        let ref = SessionRef(machine: thisMachine, id: session.id)
        guard !removed.contains(ref) else { return nil }
        guard let mended = mended[ref], let original = stored[ref] else { return session }
        let summary = summary(of: mended, from: original, machineName: nil, bestLap: nil)
        return Session(
            id: session.id, startedAt: summary.startedAt, elapsed: summary.elapsed, laps: session.laps,
            stopwatchName: summary.stopwatchName, adjusted: summary.adjusted, runLog: mended.runLog)
    }

    private func summary(ofPart session: MendableSession) -> SessionSummary {
        SessionSummary(
            id: session.ref.id, startedAt: session.begin ?? .zero, elapsed: session.elapsed, lapCount: session.lapTotals.count,
            bestLap: nil, stopwatchName: session.stopwatchName, adjusted: Self.credited(session),
            machine: session.ranOn == thisMachine ? nil : session.ranOn)
    }

    private static func credited(_ session: MendableSession) -> Duration {
        session.runLog.credits.reduce(.zero) { $0 + $1.amount }
    }

    // MARK: Totals

    /// What the mends add to (or take from) each period between consecutive `boundaries`, a
    /// credit at each period's start a stopwatch, counted as the history counts (in quarter
    /// hours): each changed session's stored time out, its mended time in. `machine`: only
    /// sessions that ran there; `forgotten` machines' count nowhere.
    public func corrections(
        boundaries: [Duration], unnamed: String, machine: MachineChoice, forgotten: Set<MachineID>
    ) -> [TimeCredit] {
        guard !changesNothing else { return [] }
        var sums: [Int: [String: Int64]] = [:]
        func count(_ shares: [Int64: Int64], as name: String, sign: Int64) {
            let key = name.isEmpty ? unnamed : name
            for (index, milliseconds) in TotalsArithmetic.periodSums(of: shares, boundaries: boundaries) {
                sums[index, default: [:]][key, default: 0] += sign * milliseconds
            }
        }
        for ref in Set(mended.keys).union(removed) {
            if let original = stored[ref], counts(ranOn: original.machine, machine, forgotten) {
                count(TotalsArithmetic.quarterShares(of: original), as: original.stopwatchName, sign: -1)
            }
            if let session = mended[ref], counts(ranOn: session.ranOn, machine, forgotten) {
                let original = stored[ref]
                let shares = TotalsArithmetic.quarterShares(
                    spans: session.runLog.spans.map { ($0.start.wholeMilliseconds, $0.end.wholeMilliseconds) },
                    credits: session.runLog.credits.map { ($0.at.wholeMilliseconds, $0.amount.wholeMilliseconds) },
                    started: (session.begin ?? original?.startedAt ?? .zero).wholeMilliseconds,
                    elapsed: (original?.elapsed ?? session.elapsed).wholeMilliseconds)
                count(shares, as: session.stopwatchName, sign: 1)
            }
        }
        return sums.keys.sorted().flatMap { index in
            sums[index]!.filter { $0.value != 0 }.sorted { $0.key < $1.key }.map {
                TimeCredit(stopwatch: $0.key, at: boundaries[index], amount: .milliseconds($0.value))
            }
        }
    }

    private func counts(ranOn: MachineID, _ machine: MachineChoice, _ forgotten: Set<MachineID>) -> Bool {
        switch machine {
        case .all: !forgotten.contains(ranOn)
        case .this: ranOn == thisMachine
        case .other(let id): ranOn == id
        }
    }
}
