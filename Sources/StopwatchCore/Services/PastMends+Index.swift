extension PastMends {
    /// The sessions by machine and stopwatch (its name as stopwatch names compare), each
    /// stopwatch's in the order they began: the only ones a mend's rules look at, and of those
    /// only the few near the time it asks about. A year of sessions and ten thousand mends from
    /// another machine are then read in a moment (docs/performance.md), where looking at every
    /// session of the stopwatch for each mend took minutes.
    ///
    /// A place, once taken, is never given up (taking it out of a year's list at each mend
    /// cost as much as the rest): a question looks each session up as the mends left it, and
    /// one removed, joined, moved to another stopwatch or begun elsewhere since is passed over
    /// there and found at its new place.
    struct Index {
        private struct Key: Hashable {
            let machine: MachineID
            let name: String
        }

        private struct Entry: Comparable {
            let begin: Duration
            let ref: SessionRef

            static func < (left: Entry, right: Entry) -> Bool { (left.begin, left.ref) < (right.begin, right.ref) }
        }

        /// One stopwatch's sessions that have a time, by their beginning; while first filled,
        /// in any order, sorted when first asked.
        private struct Timeline {
            var entries: [Entry] = []
            var isSorted = true
            /// The longest any of them ran (never lowered): one that began earlier than that
            /// before a moment cannot reach it.
            var longest: Duration = .zero

            mutating func sort() {
                guard !isSorted else { return }
                entries.sort()
                isSorted = true
            }

            /// Where `entry` is, or would go.
            func position(of entry: Entry) -> Int {
                var (low, high) = (0, entries.count)
                while low < high {
                    let middle = (low + high) / 2
                    if entries[middle] < entry { low = middle + 1 } else { high = middle }
                }
                return low
            }

            /// The first place whose session begins at or after `instant`.
            func firstBeginning(atOrAfter instant: Duration) -> Int {
                var (low, high) = (0, entries.count)
                while low < high {
                    let middle = (low + high) / 2
                    if entries[middle].begin < instant { low = middle + 1 } else { high = middle }
                }
                return low
            }
        }

        private var timelines: [Key: Timeline] = [:]

        private static func key(of session: MendableSession) -> Key {
            Key(machine: session.ranOn, name: session.stopwatchName.lowercased())
        }

        /// `session` among the sessions first given, in any order: sorted once, when first asked.
        mutating func fill(_ session: MendableSession) {
            add(session) { timeline, entry in
                if let last = timeline.entries.last, entry < last { timeline.isSorted = false }
                timeline.entries.append(entry)
            }
        }

        /// `session` in its place, as a mend made it.
        mutating func insert(_ session: MendableSession) {
            add(session) { timeline, entry in
                if timeline.isSorted {
                    timeline.entries.insert(entry, at: timeline.position(of: entry))
                } else {
                    timeline.entries.append(entry)
                }
            }
        }

        private mutating func add(_ session: MendableSession, by adding: (inout Timeline, Entry) -> Void) {
            guard let begin = session.begin, let end = session.end else { return }
            let key = Self.key(of: session)
            var timeline = timelines.removeValue(forKey: key) ?? Timeline()
            timeline.longest = max(timeline.longest, end - begin)
            adding(&timeline, Entry(begin: begin, ref: session.ref))
            timelines[key] = timeline
        }

        /// `old` as `new` has it now: in its place again if its stopwatch or its beginning moved.
        mutating func replace(_ old: MendableSession, with new: MendableSession) {
            if Self.key(of: old) == Self.key(of: new), old.begin == new.begin {
                add(new) { _, _ in }
            } else {
                insert(new)
            }
        }

        /// The sessions of `session`'s machine and stopwatch, as `sessions` holds them, whose
        /// time meets `begin` ..< `end` (itself among them, if it does).
        mutating func sessions(
            meeting begin: Duration, _ end: Duration, like session: MendableSession, in sessions: [SessionRef: MendableSession]
        ) -> [MendableSession] {
            let key = Self.key(of: session)
            guard var timeline = timelines.removeValue(forKey: key) else { return [] }
            timeline.sort()
            timelines[key] = timeline
            var met: [MendableSession] = []
            var place = timeline.firstBeginning(atOrAfter: end) - 1
            while place >= 0, timeline.entries[place].begin + timeline.longest > begin {
                if let candidate = sessions[timeline.entries[place].ref], candidate.begin == timeline.entries[place].begin,
                    candidate.meets(begin: begin, end: end), Self.key(of: candidate) == key
                {
                    met.append(candidate)
                }
                place -= 1
            }
            return met
        }
    }
}
