/// The stored sessions the rules of some mends read (ARCHITECTURE.md, "Mends"), for the
/// history to hand over: the sessions the mends name, the other sessions of each stopwatch
/// the mends move a session to, and the other sessions of the stopwatch of each session whose
/// times they move. A note or a removal meets no other session, so another machine's year of
/// notes reads only the sessions noted, not their stopwatches' years.
///
/// Made from the mends and what is stored alone, so every machine that holds the same reads
/// the same sessions and refuses the same mends.
public struct MendReads: Equatable, Sendable {
    /// The sessions named (a join names two).
    public private(set) var refs: Set<SessionRef> = []
    /// The stopwatches sessions are moved to: each one's sessions on the machines of `refs`.
    public private(set) var names: Set<String> = []
    /// Of `refs`, those whose times move (a beginning, an end, a length, a split, a join):
    /// the other sessions of each one's stopwatch as stored.
    public private(set) var timed: Set<SessionRef> = []

    /// What the rules of `mends` read.
    public init(of mends: some Sequence<SessionMend>) {
        for mend in mends {
            refs.insert(mend.session)
            switch mend.change {
            case .begin, .end, .length, .split: timed.insert(mend.session)
            case .join(let other):
                refs.insert(other)
                timed.formUnion([mend.session, other])
            case .stopwatch(let name): names.insert(name)
            case .note, .remove: break
            }
        }
    }

    /// These and `session`, alone: what it is as the mends left it.
    public func naming(_ session: SessionRef) -> MendReads {
        var reads = self
        reads.refs.insert(session)
        return reads
    }

    /// These and `session` with the other sessions of its stopwatch as stored (as mended, the
    /// stopwatch it was moved to is among `names` already): its neighbours.
    public func withNeighbours(of session: SessionRef) -> MendReads {
        var reads = naming(session)
        reads.timed.insert(session)
        return reads
    }

    /// These and the sessions of the stopwatch `name` on `session`'s machine, which a session
    /// added there (`session`, not yet stored) must not meet.
    public func meeting(_ name: String, on session: SessionRef) -> MendReads {
        var reads = naming(session)
        reads.names.insert(name)
        return reads
    }
}
