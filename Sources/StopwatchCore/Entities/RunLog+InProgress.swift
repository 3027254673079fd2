extension RunLog {
    /// The spans and credits of the sessions in progress of `collection`'s stopwatches, the
    /// open spans closed at the wall-clock instant `now` (ARCHITECTURE.md, "Where the time went": the stopwatches
    /// running now count live).
    public static func inProgress(_ collection: StopwatchCollection, at now: Duration) -> (spans: [RunSpan], credits: [TimeCredit]) {
        inProgress(of: collection.members, at: now)
    }

    /// What `members` ran so far in their sessions in progress, as ``inProgress(_:at:)``.
    public static func inProgress(of members: [NamedStopwatch], at now: Duration) -> (spans: [RunSpan], credits: [TimeCredit]) {
        var spans: [RunSpan] = []
        var credits: [TimeCredit] = []
        for member in members {
            let log = member.state.runLog.closed(at: now)
            spans += log.spans.map { RunSpan(stopwatch: member.name, start: $0.start, end: $0.end) }
            credits += log.credits.map { TimeCredit(stopwatch: member.name, at: $0.at, amount: $0.amount) }
        }
        return (spans, credits)
    }
}
