/// What the completed laps add up to (ARCHITECTURE.md, "Laps at a glance"), in whole milliseconds of each lap, as
/// the CSV export writes them: exact integers, truncated like every time the app shows (a
/// stopwatch never shows time not yet elapsed).
public struct LapStatistics: Equatable, Sendable {
    public let count: Int
    /// The sum of the laps.
    public let total: Int64
    /// The mean, truncated.
    public let average: Int64
    /// The middle lap; with an even count, the mean of the two middle ones, truncated.
    public let median: Int64
    public let best: Int64
    public let worst: Int64
    /// How far the laps stray from their mean: the population standard deviation (every lap
    /// of the session counts, not a sample of them), truncated.
    public let spread: Int64

    public init(count: Int, total: Int64, average: Int64, median: Int64, best: Int64, worst: Int64, spread: Int64) {
        self.count = count
        self.total = total
        self.average = average
        self.median = median
        self.best = best
        self.worst = worst
        self.spread = spread
    }
}

/// The running sums the statistics come from, kept as laps are added: constant work a lap for
/// the count, sum, best, worst and spread (a sum of squares in 128 bits, which no bounded
/// session can overflow: under 2^105 for two million laps of TimeBounds' 100 years in all);
/// logarithmic for the median (``LapOrder``).
struct LapAggregates: Sendable {
    private(set) var order = LapOrder()
    private(set) var total: Int64 = 0
    private(set) var sumOfSquares: Int128 = 0
    private(set) var best = Int64.max
    private(set) var worst = Int64.min

    init() {}

    /// The sums of `laps` (whole milliseconds), their order built at once from a sort.
    init(_ laps: [Int64]) {
        let values = laps.map(Self.bounded)
        for value in values { addToSums(value) }
        order = LapOrder(sorted: values.sorted())
    }

    mutating func add(_ milliseconds: Int64) {
        let value = Self.bounded(milliseconds)
        order.insert(value)
        addToSums(value)
    }

    /// Takes away a lap added before: its time leaves the sums and the order; the best and
    /// the worst are read again from the order's ends.
    mutating func remove(_ milliseconds: Int64) {
        let value = Self.bounded(milliseconds)
        order.remove(value)
        if total != .max { total -= value }
        sumOfSquares -= Int128(value) * Int128(value)
        best = order.count > 0 ? order.value(atRank: 0) : .max
        worst = order.count > 0 ? order.value(atRank: order.count - 1) : .min
    }

    private static func bounded(_ milliseconds: Int64) -> Int64 {
        min(max(0, milliseconds), TimeBounds.maximumElapsedMilliseconds)
    }

    private mutating func addToSums(_ value: Int64) {
        total = total.addingReportingOverflow(value).overflow ? .max : total + value
        sumOfSquares += Int128(value) * Int128(value)
        best = min(best, value)
        worst = max(worst, value)
    }

    var statistics: LapStatistics? {
        let count = order.count
        guard count > 0 else { return nil }
        let middle = count / 2
        let median =
            count % 2 == 1
            ? order.value(atRank: middle)
            : (order.value(atRank: middle - 1) + order.value(atRank: middle)) / 2
        // n² · variance = n · Σx² − (Σx)², exactly; the deviation is √ of that, over n.
        let scaledVariance = Int128(count) * sumOfSquares - Int128(total) * Int128(total)
        let spread = Int64(Self.squareRoot(max(0, scaledVariance)) / Int128(count))
        return LapStatistics(
            count: count, total: total, average: total / Int64(count), median: median,
            best: best, worst: worst, spread: spread)
    }

    /// ⌊√value⌋, exactly (Newton's method on integers).
    static func squareRoot(_ value: Int128) -> Int128 {
        guard value > 1 else { return value }
        var root = Int128(Double(value).squareRoot())
        // The floating estimate is within a few units: settle it exactly.
        while root * root > value { root -= 1 }
        while (root + 1) * (root + 1) <= value { root += 1 }
        return root
    }
}
