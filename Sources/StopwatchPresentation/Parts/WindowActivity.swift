import StopwatchCore

/// Whether the window is the active one, as far as its title and description care
/// (ARCHITECTURE.md, "Heard"): while it is, they hold still, since a screen reader reads every change
/// of them and the time is on the display.
///
/// A window inactive for less than ``grace`` stays active here: a screen reader's own keys
/// (Orca's, on X11) take the keyboard for a moment, and the window is inactive while they
/// do. A title changed and changed back is two titles read aloud.
@MainActor
final class WindowActivity {
    public static let grace: Duration = .seconds(1)

    /// Presumed inactive until the platform says otherwise: a frontend with no window to
    /// speak of (the terminal) never does.
    public private(set) var isActive = false
    /// Told each time ``isActive`` changes.
    let changes = ObserverList<Void>()
    private let scheduler: Scheduler
    private var pendingInactivity: ScheduledAction?

    init(scheduler: Scheduler) {
        self.scheduler = scheduler
    }

    isolated deinit {
        pendingInactivity?.cancel()
    }

    /// The platform's word: the window became the active one (`true`), or another one did.
    func windowActivityChanged(_ isActive: Bool) {
        pendingInactivity?.cancel()
        pendingInactivity = nil
        guard isActive != self.isActive else { return }
        guard isActive else {
            pendingInactivity = scheduler.schedule(after: Self.grace) { [weak self] in
                guard let self else { return }
                pendingInactivity = nil
                set(false)
            }
            return
        }
        set(true)
    }

    private func set(_ active: Bool) {
        isActive = active
        changes.notify(())
    }
}
