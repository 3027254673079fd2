extension StopwatchCollection {
    /// The stopwatches a consistent snapshot describes, as they are at the monotonic reading
    /// `now` and the wall-clock instant `wallClockNow` (``StopwatchState/init(restoring:now:wallClockNow:)``);
    /// `nil` when it breaks the collection's rules.
    public init?(restoring snapshot: StopwatchCollectionSnapshot, now: Duration, wallClockNow: Duration) {
        let members = snapshot.members.map {
            NamedStopwatch(
                id: $0.id, name: $0.name, state: StopwatchState(restoring: $0.snapshot, now: now, wallClockNow: wallClockNow),
                alerts: $0.alerts, goals: $0.goals)
        }
        self.init(members: members, current: snapshot.currentID)
        unansweredAways = snapshot.unansweredAways
    }
}
