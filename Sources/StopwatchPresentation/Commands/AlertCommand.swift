/// The alerts of the current stopwatch (``AlertsViewModel``): the Alerts window and what it
/// sets, and the actions that set them from outside.
public enum AlertCommand: Hashable, Sendable {
    /// Open the Alerts window.
    case open
    /// Close the Alerts window.
    case close
    /// What the window's "Alert at" fields were given: add that time.
    case addTime(AlertTimeInput)
    /// What the window's "Alert every" fields were given: make it the interval.
    case setInterval(AlertTimeInput)
    /// Add an alert at this elapsed time, in milliseconds (`alert-at 1500000`).
    case alertAt(milliseconds: Int64)
    /// Take away the alert at this elapsed time, in milliseconds.
    case removeTime(milliseconds: Int64)
    /// Alert every so many milliseconds; 0 takes the interval away (`alert-every 600000`).
    case alertEvery(milliseconds: Int64)
    /// Take every alert of the stopwatch away.
    case clearAll

    public var name: String {
        switch self {
        case .open: "alerts"
        case .close: "close-alerts"
        case .addTime: "add-alert-time"
        case .setInterval: "set-alert-interval"
        case .alertAt: "alert-at"
        case .removeTime: "remove-alert"
        case .alertEvery: "alert-every"
        case .clearAll: "clear-alerts"
        }
    }

}
