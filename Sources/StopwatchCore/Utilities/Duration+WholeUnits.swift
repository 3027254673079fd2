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

    /// Whole nanoseconds, truncated toward zero; saturates instead of trapping. Every time a
    /// stopwatch holds (100 years at most) fits.
    var wholeNanoseconds: Int64 {
        let parts = components
        let (nanoseconds, overflow) = parts.seconds.multipliedReportingOverflow(by: 1_000_000_000)
        if overflow { return parts.seconds < 0 ? .min : .max }
        let (total, sumOverflow) = nanoseconds.addingReportingOverflow(parts.attoseconds / 1_000_000_000)
        if sumOverflow { return parts.seconds < 0 ? .min : .max }
        return total
    }
}
