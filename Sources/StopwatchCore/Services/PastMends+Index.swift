extension PastMends {
    /// The sessions by machine and stopwatch (its name as stopwatch names compare): the only
    /// ones a mend's rules look at, so a mend of one session reads its stopwatch's sessions,
    /// not every machine's year of them.
    struct Index {
        private struct Key: Hashable {
            let machine: MachineID
            let name: String
        }

        private var refs: [Key: Set<SessionRef>] = [:]

        private static func key(of session: MendableSession) -> Key {
            Key(machine: session.ranOn, name: session.stopwatchName.lowercased())
        }

        mutating func insert(_ session: MendableSession) {
            refs[Self.key(of: session), default: []].insert(session.ref)
        }

        mutating func remove(_ session: MendableSession) {
            refs[Self.key(of: session)]?.remove(session.ref)
        }

        /// `old` as `new` has it now (its stopwatch may be another).
        mutating func replace(_ old: MendableSession, with new: MendableSession) {
            guard Self.key(of: old) != Self.key(of: new) else { return }
            remove(old)
            insert(new)
        }

        /// The sessions of `session`'s machine and stopwatch, itself among them, as `sessions`
        /// holds them.
        func sessions(like session: MendableSession, in sessions: [SessionRef: MendableSession]) -> [MendableSession] {
            (refs[Self.key(of: session)] ?? []).compactMap { sessions[$0] }
        }
    }
}
