/// What the stopwatch's use cases work on: the store (the stopwatches), the timer (the
/// clock) and the repository (the state file). One value, so each use case names only its
/// own logic.
public struct StopwatchContext {
    public let store: StopwatchStore
    public let timer: TimerService
    public let repository: StopwatchRepository
    public let wallClock: WallClock

    public init(store: StopwatchStore, timer: TimerService, repository: StopwatchRepository, wallClock: WallClock) {
        self.store = store
        self.timer = timer
        self.repository = repository
        self.wallClock = wallClock
    }

    /// The stopwatch a command targets: `id`'s, or the current one without a target.
    func member(_ id: StopwatchID?) -> NamedStopwatch? {
        id.map { store.collection[$0] } ?? store.collection.current
    }

    /// The stopwatch a command targets, its id and status alone: a use case reads the rest
    /// in ``transition(_:_:)``, so no copy of the state outlives the change (a lap on every
    /// keypress, docs/performance.md).
    func target(_ id: StopwatchID?) -> (id: StopwatchID, status: StopwatchStatus)? {
        let collection = store.collection
        guard let id else { return (collection.currentID, collection.currentState.status) }
        return collection.index(of: id).map { (id, collection[$0].state.status) }
    }

    /// The elapsed time of `member` now.
    func elapsed(of member: NamedStopwatch) -> Duration {
        member.state.elapsed(at: timer.now)
    }

    /// Applies `change` to the state of `id`, then saves every stopwatch.
    func transition(_ id: StopwatchID, _ change: (inout StopwatchState) -> Void) {
        store.update(id, change)
        save()
    }

    /// Applies `change` to the stopwatch `id` (the current one when `nil`) with the time now,
    /// if it is running, then saves it.
    func transitionWhileRunning(_ id: StopwatchID?, _ change: (inout StopwatchState, Duration) -> Void) {
        guard let target = target(id), target.status == .running else { return }
        let now = timer.now
        transition(target.id) { change(&$0, now) }
    }

    /// Applies `change` to the collection, then saves it.
    func change(_ change: (inout StopwatchCollection) -> Void) {
        store.updateCollection(change)
        save()
    }

    func save() {
        repository.save(store.collection, now: timer.now)
    }
}
