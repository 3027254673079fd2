import StopwatchCore

/// A scheduler whose time moves only when a test says so.
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

    public private(set) var now: Duration = .zero
    private var entries: [Entry] = []

    public init() {}

    /// Actions scheduled and neither run nor cancelled.
    public var waitingCount: Int { entries.filter { $0.action != nil }.count }

    public func schedule(after delay: Duration, _ action: @escaping () -> Void) -> ScheduledAction {
        let entry = Entry(due: now + delay, action: action)
        entries.append(entry)
        return entry
    }

    /// Moves time on by `duration`, running every action that falls due, in order.
    public func advance(by duration: Duration) {
        now += duration
        while let next = entries.filter({ $0.action != nil && $0.due <= now }).min(by: { $0.due < $1.due }) {
            let action = next.action
            next.action = nil
            action?()
        }
        entries.removeAll { $0.action == nil }
    }
}
