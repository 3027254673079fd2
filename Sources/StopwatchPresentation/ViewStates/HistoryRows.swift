import StopwatchCore

/// The History list's rows, newest first, each made from its session only when asked for: a
/// list shows a screenful, and 100,000 sessions of another machine's are not 100,000 rows made
/// at once on the main loop when they arrive (ARCHITECTURE.md, "On every machine").
public struct HistoryRows: Equatable, Sendable {
    private let summaries: [SessionSummary]
    private let mapper: HistoryRowMapper
    private let positions: ListPositionMapper
    private let precision: TimePrecision

    init(_ summaries: [SessionSummary], mapper: HistoryRowMapper, positions: ListPositionMapper, precision: TimePrecision) {
        self.summaries = summaries
        self.mapper = mapper
        self.positions = positions
        self.precision = precision
    }

    /// No rows (a list before anything is read).
    @MainActor public static var empty: HistoryRows { HistoryRowMapper().rows(for: []) }

    public var count: Int { summaries.count }
    public var isEmpty: Bool { summaries.isEmpty }

    /// The row at `index` (0: the newest), knowing its place in the list, with its day's
    /// heading when it is the day's first.
    @MainActor public subscript(index: Int) -> HistoryRow {
        var row = mapper.row(for: summaries[index], spokenPosition: positions.words(index + 1, of: summaries.count))
        row.dayHeading = heading(at: index)
        return row
    }

    /// The heading of the day the session at `index` began on, when none before it in the list
    /// began that day: the sessions are newest first, so a day's are together, and its sum is
    /// of those from `index` on that began the same day (read when the row is made).
    @MainActor private func heading(at index: Int) -> HistoryDayHeading? {
        guard let day = mapper.day(of: summaries[index].startedAt) else { return nil }
        if index > 0, mapper.day(of: summaries[index - 1].startedAt) == day { return nil }
        var end = index + 1
        while end < summaries.count, mapper.day(of: summaries[end].startedAt) == day { end += 1 }
        return mapper.heading(for: day, of: summaries[index..<end])
    }

    /// Where a list showing `old` must change to show these: the rows from `position`, `removing`
    /// of the old and `adding` of these; `nil` when none differs. Only the sessions that differ
    /// and the rows their change reaches: back to the first of their day (its heading sums the
    /// day), and the first row after (it may begin a day, or no longer). Every row when the
    /// precision differs. A mend then redraws a row or two of 100,000 (docs/performance.md).
    @MainActor public func changedRows(since old: HistoryRows) -> (position: Int, removing: Int, adding: Int)? {
        guard precision == old.precision else { return (0, old.count, count) }
        let shorter = min(count, old.count)
        var first = 0
        while first < shorter, summaries[first] == old.summaries[first] { first += 1 }
        guard first < shorter || count != old.count else { return nil }
        var same = 0
        while same < shorter - first, summaries[count - 1 - same] == old.summaries[old.count - 1 - same] { same += 1 }
        same = max(0, same - 1)
        var position = first
        for list in [summaries, old.summaries] where first < list.count {
            let day = mapper.day(of: list[first].startedAt)
            var start = first
            while start > 0, mapper.day(of: list[start - 1].startedAt) == day { start -= 1 }
            position = min(position, start)
        }
        return (position, old.count - same - position, count - same - position)
    }

    /// What `transform` makes of every row, in order (each row made now).
    @MainActor public func map<Value>(_ transform: (HistoryRow) -> Value) -> [Value] {
        summaries.indices.map { transform(self[$0]) }
    }

    /// The same sessions shown to the same precision.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.precision == rhs.precision && lhs.summaries == rhs.summaries
    }
}
