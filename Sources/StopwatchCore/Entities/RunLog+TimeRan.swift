extension RunLog {
    /// How long the log ran between the wall-clock instants `start` and `end` (the time
    /// away): where its spans, and the one still open (running until `end`), overlap
    /// them. Nothing for an empty or reversed range. Spans folded into credits (past
    /// ``maximumCount``) are the oldest, long before any away, and are not looked at.
    public func timeRan(from start: Duration, until end: Duration) -> Duration {
        guard start < end else { return .zero }
        func overlap(_ spanStart: Duration, _ spanEnd: Duration) -> Duration {
            let from = max(start, spanStart)
            let until = min(end, spanEnd)
            return until > from ? until - from : .zero
        }
        var ran = Duration.zero
        for span in spans where span.end > start && span.start < end { ran += overlap(span.start, span.end) }
        if let resumedAt { ran += overlap(resumedAt, end) }
        return ran
    }
}
