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

    /// The row at `index` (0: the newest), knowing its place in the list.
    @MainActor public subscript(index: Int) -> HistoryRow {
        mapper.row(for: summaries[index], spokenPosition: positions.words(index + 1, of: summaries.count))
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
