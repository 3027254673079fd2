extension TimeCredit {
    /// What counts toward totals of sessions that have no spans (PRODUCT.md §19): each kept
    /// session's time on the day it started (named `unnamed` when it was stored before
    /// stopwatches had names), and each stopwatch's session in progress, live, on the day it
    /// started (at the monotonic-clock reading `now`).
    public static func sessions(_ sessions: [SessionSummary], unnamed: String) -> [TimeCredit] {
        sessions.map { TimeCredit(stopwatch: $0.stopwatchName ?? unnamed, at: $0.startedAt, amount: $0.elapsed) }
    }

    /// The sessions in progress of `collection`'s stopwatches, at the monotonic reading `now`.
    public static func inProgress(_ collection: StopwatchCollection, now: Duration) -> [TimeCredit] {
        collection.members.compactMap { member in
            guard let startedAt = member.state.startedAt else { return nil }
            let elapsed = member.state.elapsed(at: now)
            return elapsed > .zero ? TimeCredit(stopwatch: member.name, at: startedAt, amount: elapsed) : nil
        }
    }
}
