import StopwatchCore

/// The laps of a chart grouped into bars, never more bars than the chart has pixels across
/// (`capacity`): each bar holds the shortest and longest of a run of `lapsPerBar` consecutive
/// laps, a power of two (one lap a bar while they fit). Adding a lap changes the last bar
/// alone, or, when the bars would outnumber the pixels, merges them in pairs: constant work a
/// lap on average, so 100,000 laps cost no more a lap than ten.
public struct LapChartBins: Equatable, Sendable {
    public private(set) var capacity: Int
    public private(set) var lapsPerBar = 1
    /// The shortest and the longest lap of each bar, in whole milliseconds, oldest first.
    public private(set) var shortest: [Int64] = []
    public private(set) var longest: [Int64] = []
    /// How many laps the bars hold.
    public private(set) var lapCount = 0

    /// No laps yet, at most `capacity` bars (at least one).
    public init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The bars of `laps`, at most `capacity` of them.
    public init(laps: LapHistory, capacity: Int) {
        self.init(capacity: capacity)
        let count = laps.count
        while count > self.capacity * lapsPerBar { lapsPerBar *= 2 }
        let bars = (count + lapsPerBar - 1) / lapsPerBar
        shortest.reserveCapacity(bars)
        longest.reserveCapacity(bars)
        // Durations compared as they are, converted to milliseconds once a bar: the
        // conversion costs more than the comparisons (docs/performance.md).
        laps.forEachRun(ofLength: lapsPerBar) { low, high in
            shortest.append(max(.zero, low).wholeMilliseconds)
            longest.append(max(.zero, high).wholeMilliseconds)
        }
        lapCount = count
    }

    /// These bars brought to `laps`, whose laps before `firstChanged` are the ones these bars
    /// were made from: the bars before that lap's are kept, the rest made anew. The same bars
    /// ``init(laps:capacity:)`` makes, in work from the changed lap on.
    public func updated(to laps: LapHistory, changedFrom firstChanged: Int) -> LapChartBins {
        var lapsPerBar = 1
        while laps.count > capacity * lapsPerBar { lapsPerBar *= 2 }
        guard lapsPerBar == self.lapsPerBar, firstChanged <= lapCount else { return LapChartBins(laps: laps, capacity: capacity) }
        var updated = self
        let kept = min(shortest.count, firstChanged / lapsPerBar)
        updated.shortest.removeSubrange(kept...)
        updated.longest.removeSubrange(kept...)
        laps.forEachRun(ofLength: lapsPerBar, from: kept * lapsPerBar) { low, high in
            updated.shortest.append(max(.zero, low).wholeMilliseconds)
            updated.longest.append(max(.zero, high).wholeMilliseconds)
        }
        updated.lapCount = laps.count
        return updated
    }

    /// Adds the next lap.
    public mutating func append(_ duration: Duration) {
        add(duration.wholeMilliseconds)
        if shortest.count > capacity { mergePairs() }
    }

    /// The same laps in at most `capacity` bars, made from these bars alone: exact (the bars
    /// ``init(laps:capacity:)`` makes) for a capacity up to this one, and work in proportion
    /// to the bars, not the laps. A larger capacity keeps these bars.
    public func regrouped(toCapacity capacity: Int) -> LapChartBins {
        var regrouped = self
        regrouped.capacity = max(1, capacity)
        while regrouped.shortest.count > regrouped.capacity { regrouped.mergePairs() }
        return regrouped
    }

    /// Twice the laps a bar, half the bars.
    private mutating func mergePairs() {
        lapsPerBar *= 2
        let pairs = (shortest.count + 1) / 2
        for pair in 0..<pairs {
            let second = min(2 * pair + 1, shortest.count - 1)
            shortest[pair] = min(shortest[2 * pair], shortest[second])
            longest[pair] = max(longest[2 * pair], longest[second])
        }
        shortest.removeLast(shortest.count - pairs)
        longest.removeLast(longest.count - pairs)
    }

    /// The bar that lap `index` (0 is the oldest) belongs to.
    public func bar(ofLap index: Int) -> Int {
        index / lapsPerBar
    }

    private mutating func add(_ milliseconds: Int64) {
        let value = max(0, milliseconds)
        if lapCount % lapsPerBar == 0 {
            shortest.append(value)
            longest.append(value)
        } else {
            shortest[shortest.count - 1] = min(shortest[shortest.count - 1], value)
            longest[longest.count - 1] = max(longest[longest.count - 1], value)
        }
        lapCount += 1
    }
}
