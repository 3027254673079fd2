/// This machine's live state for the other machines of a sync folder (ARCHITECTURE.md, "On
/// every machine"): each stopwatch's name, status, elapsed time and laps count, handed to
/// `write` at each change (a start, a pause, a lap, a rename, a stopwatch added or removed),
/// never on a tick, and again every ``MachineLiveState/heartbeat`` while one runs, so that a
/// machine that went away shows as last seen.
public final class LiveStateReporter {
    /// What a change is: the facts the written state depends on, apart from the time running.
    private struct Shape: Equatable {
        let name: String
        let status: StopwatchStatus
        let laps: Int
        let accumulated: Duration
        let adjusted: Duration
        let runningSince: Duration?
    }

    private let store: StopwatchStore
    private let clock: MonotonicClock
    private let wallClock: WallClock
    private let scheduler: Scheduler
    private let machine: MachineID
    private let write: (MachineLiveState) -> Void
    private var machineName: String
    private var token: ObserverToken?
    private var heartbeat: ScheduledAction?
    private var written: [Shape]?

    public init(
        store: StopwatchStore, clock: MonotonicClock, wallClock: WallClock, scheduler: Scheduler, machine: MachineID, machineName: String,
        write: @escaping (MachineLiveState) -> Void
    ) {
        self.store = store
        self.clock = clock
        self.wallClock = wallClock
        self.scheduler = scheduler
        self.machine = machine
        self.machineName = machineName
        self.write = write
    }

    deinit {
        heartbeat?.cancel()
        if let token { store.removeCollectionObserver(token) }
    }

    /// Writes the state as it is, and from now on at each change.
    public func start() {
        guard token == nil else { return }
        token = store.addCollectionObserver { [weak self] _, _ in self?.report(force: false) }
        report(force: true)
    }

    /// The name the other machines show changed: written again.
    public func rename(_ name: String) {
        guard name != machineName else { return }
        machineName = name
        if token != nil { report(force: true) }
    }

    private func report(force: Bool) {
        let members = store.collection.members
        let shapes = members.map {
            Shape(
                name: $0.name, status: $0.state.status, laps: $0.state.laps.count, accumulated: $0.state.accumulated,
                adjusted: $0.state.adjusted, runningSince: $0.state.runningSince)
        }
        guard force || shapes != written else { return }
        written = shapes
        let now = clock.now()
        write(
            MachineLiveState(
                machine: machine, machineName: machineName, writtenAt: TimeBounds.clampWallClock(wallClock.now()),
                stopwatches: members.map {
                    ElsewhereStopwatch(
                        machine: machine, name: $0.name, status: $0.state.status, elapsed: $0.state.elapsed(at: now),
                        lapCount: $0.state.laps.count)
                }))
        heartbeat?.cancel()
        heartbeat = nil
        if members.contains(where: { $0.state.status == .running }) {
            heartbeat = scheduler.schedule(after: MachineLiveState.heartbeat) { [weak self] in self?.report(force: true) }
        }
    }
}
