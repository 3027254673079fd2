import StopwatchCore

/// A scheduler whose time moves only when a test says so: its own, or a ``FakeClock``'s
/// (the deadlines' scheduler, which must wake on the clock the stopwatch is measured with).
public final class ManualScheduler: Scheduler {
    private final class Entry: ScheduledAction {
        let due: Duration
        var action: (() -> Void)?

        init(due: Duration, action: @escaping () -> Void) {
            self.due = due
            self.action = action
        }

        func cancel() { action = nil }
    }

    private var ownTime: Duration = .zero
    private let clock: FakeClock?
    private var entries: [Entry] = []
    /// Every delay asked for, in order.
    public private(set) var delays: [Duration] = []

    /// A scheduler with a time of its own, moved by ``advance(by:)``.
    public init() {
        clock = nil
    }

    /// A scheduler on `clock`'s time: ``runDue()`` runs what the clock has reached.
    public init(following clock: FakeClock) {
        self.clock = clock
    }

    public var now: Duration { clock?.now() ?? ownTime }

    /// Actions scheduled and neither run nor cancelled.
    public var waitingCount: Int { entries.filter { $0.action != nil }.count }

    /// When the next action waiting is due, if any.
    public var nextDue: Duration? { entries.filter { $0.action != nil }.map(\.due).min() }

    public func schedule(after delay: Duration, _ action: @escaping () -> Void) -> ScheduledAction {
        delays.append(delay)
        let entry = Entry(due: now + delay, action: action)
        entries.append(entry)
        return entry
    }

    /// Moves time on by `duration` (the clock's, when it follows one), running every action
    /// that falls due, in order.
    public func advance(by duration: Duration) {
        if let clock { clock.advance(by: duration) } else { ownTime += duration }
        runDue()
    }

    /// Runs every action due by now, in order (one an action schedules too, if due).
    public func runDue() {
        while let next = entries.filter({ $0.action != nil && $0.due <= now }).min(by: { $0.due < $1.due }) {
            let action = next.action
            next.action = nil
            action?()
        }
        entries.removeAll { $0.action == nil }
    }
}
