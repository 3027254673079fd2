/// Which sound an alert plays (ARCHITECTURE.md, "Told in time"), named as the freedesktop sound theme names it.
public enum AlertSound: String, Equatable, Sendable {
    /// One of the stopwatch's times reached: "alarm-clock-elapsed".
    case timeReached = "alarm-clock-elapsed"
    /// A multiple of its interval: "bell".
    case interval = "bell"
}
