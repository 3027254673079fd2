import StopwatchCore

/// What the history's list reads (every machine's sessions as stored, and the stopwatch names
/// each machine's sessions hold), kept while nothing it reads has changed: a mend writes only
/// the mends and the outbox, so History and the rules of the next mend read the same list again
/// without reading 100,000 rows (docs/performance.md, "Mends of past sessions").
///
/// Kept by a mark, not by knowing every write that matters: any write of this connection but
/// those made ``SessionDatabase/outsideTheList(_:)`` moves it, and so does any commit of another
/// connection (the command line's, SQLite's `data_version`), so what is kept is never stale.
final class SessionListCache {
    /// Where the database stood when something was kept.
    struct Mark: Equatable {
        let dataVersion: Int64
        let changes: Int64
    }

    /// The changes made by writes of tables the list does not read.
    var changesOutside: Int64 = 0
    private var mark: Mark?
    private var summaries: [Bool: [SessionSummary]] = [:]
    private var names: [String: [String]] = [:]

    /// The list as kept (`withOtherMachines` or not) if nothing moved since, else `nil`; all
    /// kept is let go when the database moved.
    func summaries(withOtherMachines: Bool, at now: Mark) -> [SessionSummary]? {
        forgetUnless(now)
        return summaries[withOtherMachines]
    }

    func keep(_ list: [SessionSummary], withOtherMachines: Bool, at now: Mark) {
        forgetUnless(now)
        summaries[withOtherMachines] = list
    }

    /// The stopwatch names stored in the table `key` names, as kept.
    func names(of key: String, at now: Mark) -> [String]? {
        forgetUnless(now)
        return names[key]
    }

    func keep(names stored: [String], of key: String, at now: Mark) {
        forgetUnless(now)
        names[key] = stored
    }

    private func forgetUnless(_ now: Mark) {
        guard now != mark else { return }
        (mark, summaries, names) = (now, [:], [:])
    }
}
