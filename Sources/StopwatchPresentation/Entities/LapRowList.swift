import StopwatchCore

/// Every completed lap as rows, newest first, mapped only when a row is asked for (or the
/// newest few: Home shows two).
///
/// Creating, copying and comparing a list is constant work, whatever the number of laps, so
/// it can sit in a view state that changes a hundred times a second; a virtualised list view
/// maps only the rows it shows, and a lap maps no row until a view shows it.
public struct LapRowList: @MainActor RandomAccessCollection, Equatable, Sendable {
    public let laps: LapHistory
    private let mapper: LapRowMapper
    /// How finely its rows show times: another precision shows every row differently.
    public let precision: TimePrecision
    /// How many of the newest laps it holds at most; `nil`: every lap.
    private let limit: Int?

    @MainActor public init(laps: LapHistory = LapHistory(), mapper: LapRowMapper = LapRowMapper(), limit: Int? = nil) {
        self.laps = laps
        self.mapper = mapper
        precision = mapper.precision
        self.limit = limit
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { limit.map { Swift.min($0, laps.count) } ?? laps.count }

    /// The row at `position`: 0 is the newest lap.
    @MainActor public subscript(position: Int) -> LapRow {
        mapper.row(at: lapIndex(atPosition: position), of: laps)
    }

    /// The number of the lap at `position` (the newest lap is the list's first row).
    public func lapNumber(atPosition position: Int) -> Int {
        lapIndex(atPosition: position) + 1
    }

    /// Where the row at `position` is, in words: "1 of 240" for the newest lap, since the
    /// list shows the newest first.
    @MainActor public func spokenPosition(_ position: Int) -> String {
        mapper.spokenPosition(position + 1, of: count)
    }

    /// The name for assistive technology of `row`, shown at `position`: the lap in words,
    /// then where it is ("…, 3 of 240").
    @MainActor public func accessibleName(of row: LapRow, at position: Int) -> String {
        row.spokenDescription + ", " + spokenPosition(position)
    }

    /// Which rows differ from `old`, to update a list widget without redrawing it whole.
    public func changes(from old: LapRowList) -> LapListChange {
        guard precision == old.precision else { return .reloaded }
        if laps == old.laps { return .none }
        guard laps.hasPrefix(old.laps) else { return .reloaded }
        let inserted = laps.count - old.laps.count
        // Only marks change on rows that were already there: lap times and totals are fixed.
        let candidates = Set([old.laps.bestIndex, old.laps.worstIndex, laps.bestIndex, laps.worstIndex])
        let changed = candidates.compactMap { $0 }
            .filter { $0 < old.laps.count && old.laps.mark(at: $0) != laps.mark(at: $0) }
            .map(position(ofLapIndex:))
            .sorted()
        return .inserted(count: inserted, changedPositions: changed)
    }

    private func lapIndex(atPosition position: Int) -> Int { laps.count - 1 - position }
    private func position(ofLapIndex index: Int) -> Int { laps.count - 1 - index }

    public static func == (lhs: LapRowList, rhs: LapRowList) -> Bool {
        lhs.laps == rhs.laps && lhs.precision == rhs.precision && lhs.limit == rhs.limit
    }
}
