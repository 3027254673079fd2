extension Duration {
    /// Whole milliseconds, truncated toward zero (a stopwatch never shows time not yet elapsed).
    public var wholeMilliseconds: Int64 {
        let parts = components
        // 10^15 attoseconds in a millisecond.
        return parts.seconds * 1000 + parts.attoseconds / 1_000_000_000_000_000
    }
}
