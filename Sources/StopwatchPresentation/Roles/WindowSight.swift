/// Whether the window can be seen, as ``WindowPresence`` tells the parts that follow it:
/// ticks, frames, the notification and the list's seconds run only while it is seen.
public enum WindowSight: Equatable, Sendable {
    case seen
    /// Closed, hidden or minimised.
    case unseen
    /// The app started without a window (by D-Bus, to run a command).
    case startedInBackground

    public var isSeen: Bool { self == .seen }
}
