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

    /// What `transform` makes of every row, in order (each row made now).
    @MainActor public func map<Value>(_ transform: (HistoryRow) -> Value) -> [Value] {
        summaries.indices.map { transform(self[$0]) }
    }

    /// The same sessions shown to the same precision.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.precision == rhs.precision && lhs.summaries == rhs.summaries
    }
}
