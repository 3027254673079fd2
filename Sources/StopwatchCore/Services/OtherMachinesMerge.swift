/// What the lines another machine wrote in the sync folder mean, decided in one place for
/// every store (ARCHITECTURE.md, "On every machine"): the SQLite history and the in-memory
/// one both do what it decides, and decide nothing themselves.
///
/// The answer is the same whatever order the lines arrive in, and on every machine:
/// - a session is kept once, however many files and conflict copies hold its line;
/// - a removal holds against its session, whether it comes before or after it;
/// - of two different lines with one session id (a file edited by hand, a damaged copy),
///   the one first in ``precedes(_:_:)``'s order is kept, whichever was read first;
/// - a session that is this machine's own (a data folder copied with its id) is not counted
///   twice;
/// - a mend is kept as made, by the machine whose folder holds it (a folder speaks for its
///   machine only), and applied in ``PastMends``' order, not here.
public enum OtherMachinesMerge {
    /// What the history is to do with `records`, new lines of one machine's files in the order
    /// read, given what it holds of that machine (`stored`). Empty when nothing changes.
    public static func decisions(for records: [SyncRecord], stored: StoredMachineRecords) -> [MergeDecision] {
        var decisions: [MergeDecision] = []
        decisions.reserveCapacity(records.count)
        // What the lines so far decided, over what the store holds: the place in `records` of
        // the session kept now (a year of lines is 100,000: places, not copies), or `taken`
        // for one taken out; and the removals held.
        let taken = -1
        var decided: [SessionID: Int] = [:]
        decided.reserveCapacity(records.count)
        var removed: Set<SessionID> = []
        func current(_ id: SessionID) -> MachineSession? {
            guard let place = decided[id] else { return stored.kept[id] }
            guard place != taken, case .session(let session) = records[place] else { return nil }
            return session
        }
        for (place, record) in records.enumerated() {
            switch record {
            case .session(let session):
                guard !removed.contains(session.id), !stored.removed.contains(session.id), !stored.isOwn(session) else { continue }
                if let held = current(session.id) {
                    guard precedes(session, held) else { continue }
                    decisions += [.takeOut(held), .keep(session)]
                } else {
                    decisions.append(.keep(session))
                }
                decided[session.id] = place
            case .removed(let id):
                guard !removed.contains(id), !stored.removed.contains(id) else { continue }
                removed.insert(id)
                decisions.append(.holdRemoval(id))
                if let held = current(id) { decisions.append(.takeOut(held)) }
                decided[id] = taken
            case .mend(let mend):
                decisions.append(.keepMend(mend))
            }
        }
        return decisions
    }

    /// The order in which two different lines of one session are preferred: by start, time,
    /// correction, laps, name, then when it ran. Any fixed order would do; this one depends on
    /// nothing but the lines, so every machine keeps the same.
    public static func precedes(_ left: MachineSession, _ right: MachineSession) -> Bool {
        let leftHead = (left.startedAt, left.elapsed, left.adjusted, left.lapCount, left.stopwatchName)
        let rightHead = (right.startedAt, right.elapsed, right.adjusted, right.lapCount, right.stopwatchName)
        if leftHead != rightHead { return leftHead < rightHead }
        return runLogKey(left.runLog).lexicographicallyPrecedes(runLogKey(right.runLog))
    }

    private static func runLogKey(_ log: RunLog) -> [Int64] {
        log.spans.flatMap { [0, $0.start.wholeMilliseconds, $0.end.wholeMilliseconds] }
            + log.credits.flatMap { [1, $0.at.wholeMilliseconds, $0.amount.wholeMilliseconds] }
    }
}
