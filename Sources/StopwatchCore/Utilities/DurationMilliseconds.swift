extension Duration {
    /// Whole milliseconds, truncated toward zero (a stopwatch never shows time not yet
    /// elapsed); saturates at `Int64.min` / `Int64.max` instead of trapping.
    public var wholeMilliseconds: Int64 {
        let parts = components
        let (milliseconds, overflow) = parts.seconds.multipliedReportingOverflow(by: 1000)
        if overflow { return parts.seconds < 0 ? .min : .max }
        // 10^15 attoseconds in a millisecond.
        let (total, sumOverflow) = milliseconds.addingReportingOverflow(parts.attoseconds / 1_000_000_000_000_000)
        if sumOverflow { return parts.seconds < 0 ? .min : .max }
        return total
    }
}
