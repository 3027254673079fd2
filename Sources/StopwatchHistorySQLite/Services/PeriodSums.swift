import StopwatchCore

/// What each stopwatch adds up to in each period, from the rows of the quarter and hour
/// sums, read in one pass each and summed here, so that SQLite never sorts them (three times
/// as long: docs/performance.md, "Totals by day for a year").
///
/// The quarters at the periods' edges come first, in any order; then the hours in time order,
/// each falling in the period whose whole hours hold it. A period's credits are made once
/// the hours have passed it: one a stopwatch, by name, none of nothing.
struct PeriodSums {
    private let boundaries: [Duration]
    /// Each period's whole hours, in time order.
    private let hours: [Range<Int64>]
    private var names: QuarterNames
    /// The period the hours read are in.
    private var period = 0
    /// What each stopwatch (by its index in `names`) adds up to in `period`.
    private var sums: [Int64] = []
    /// What the edges' quarters add up to, by period, then as `sums`.
    private var edges: [Int: [Int64]] = [:]
    private(set) var credits: [TimeCredit] = []

    /// `pieces`: each period's, of the periods between consecutive `boundaries`.
    init(boundaries: [Duration], pieces: [TotalsArithmetic.PeriodPieces], unnamed: String) {
        self.boundaries = boundaries
        hours = pieces.map(\.hours)
        names = QuarterNames(unnamed: unnamed)
    }

    /// A quarter at an edge of `period`: `milliseconds` of the stopwatch stored as `name`.
    mutating func addEdge(period: Int, name: UnsafeRawBufferPointer, milliseconds: Int64) {
        guard hours.indices.contains(period) else { return }
        let index = names.index(of: name)
        Self.add(milliseconds, at: index, to: &edges[period, default: []])
    }

    /// The hour `hour`: `milliseconds` of the stopwatch stored as `name`. Hours come in time order.
    mutating func addHour(_ hour: Int64, name: UnsafeRawBufferPointer, milliseconds: Int64) {
        while period < hours.count, hour >= hours[period].upperBound { endPeriod() }
        // Past the last period, or an hour that two periods share (its quarters are edges).
        guard period < hours.count, hour >= hours[period].lowerBound else { return }
        Self.add(milliseconds, at: names.index(of: name), to: &sums)
    }

    /// Every period's credits, once every row was read.
    mutating func finish() -> [TimeCredit] {
        while period < hours.count { endPeriod() }
        return credits
    }

    private mutating func endPeriod() {
        if let edge = edges.removeValue(forKey: period) {
            for (index, milliseconds) in edge.enumerated() { Self.add(milliseconds, at: index, to: &sums) }
        }
        let start = credits.count
        for (index, sum) in sums.enumerated() {
            let amount = SessionDatabase.adjusted(sum)
            if amount != .zero { credits.append(TimeCredit(stopwatch: names.name(at: index), at: boundaries[period], amount: amount)) }
        }
        credits[start...].sort { $0.stopwatch < $1.stopwatch }
        sums.removeAll(keepingCapacity: true)
        period += 1
    }

    /// A row of a hand-edited file beyond 100 years either way counts nothing; a sum that would
    /// overflow stays beyond, and is none once made (``SessionDatabase/adjusted(_:)``).
    private static func add(_ milliseconds: Int64, at index: Int, to sums: inout [Int64]) {
        let limit = TimeBounds.maximumElapsedMilliseconds
        guard (-limit...limit).contains(milliseconds) else { return }
        if index >= sums.count { sums.append(contentsOf: repeatElement(0, count: index + 1 - sums.count)) }
        let (sum, overflow) = sums[index].addingReportingOverflow(milliseconds)
        sums[index] = overflow ? .max : sum
    }

}
