import StopwatchCore

/// The desktop's own word on whether the person is at the computer (ARCHITECTURE.md, "Away
/// and back"): told when no input came for a watched time, and at the first input after it.
/// Event-driven, never by polling input: Mutter's idle monitor on GNOME Shell, the
/// compositor's idle protocol on other Wayland desktops, the X server's idle counter on X11.
@MainActor
public protocol IdleMonitor: AnyObject {
    /// Why idleness cannot be watched here (no idle service found), in the log's words;
    /// `nil` where it can.
    var unavailability: String? { get }
    /// Told ``IdleChange/idle`` once no input came for the watched time, then
    /// ``IdleChange/active`` at the first input after it.
    var idleChanges: ObserverList<IdleChange> { get }
    /// Watches for `duration` without input; `nil` stops watching (nothing is asked of the
    /// desktop then). Replaces the watch before it.
    func watch(idleFor duration: Duration?)
}

/// What an ``IdleMonitor`` tells.
public enum IdleChange: Equatable, Sendable {
    /// No input for the watched time: the person went away that long ago.
    case idle
    /// The first input after ``idle``: they are back.
    case active
}
