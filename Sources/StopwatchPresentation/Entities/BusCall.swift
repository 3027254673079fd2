/// A call from a script over the app's own D-Bus interface (`io.github.swiftgtk.Stopwatch1`,
/// docs/command-line.md): unlike an application action, it gets an answer
/// (``BusAnswer``). A target is a stopwatch's name (ignoring case) or id; an empty one is
/// the current stopwatch.
public enum BusCall: Equatable, Sendable {
    case toggle(target: String)
    case lap(target: String)
    case reset(target: String)
    case pause(target: String)
    /// Every stopwatch, in the list's order.
    case list
    /// Add milliseconds to a stopwatch's time (negative: take away).
    case adjustTime(target: String, milliseconds: Int64)
    /// Pause a running stopwatch as of `milliseconds` ago.
    case pauseEarlier(target: String, milliseconds: Int64)
    /// Start the stopwatch not yet started as of so long ago (zero: now); refused once started.
    case startEarlier(target: String, milliseconds: Int64)
    /// Remove lap `lap` (1 is the first) of a stopwatch.
    case removeLap(target: String, lap: Int)
    /// Give lap `lap` of a stopwatch a note (an empty one takes it away).
    case noteLap(target: String, lap: Int, note: String)
    /// Give a stopwatch these alert times and this interval (0: none), in place of its own.
    case setAlerts(target: String, milliseconds: [Int64], everyMilliseconds: Int64)
    /// A stopwatch's alerts.
    case listAlerts(target: String)
    /// Give a stopwatch a goal of `milliseconds` each `period` ("day", "week"), 0 for none,
    /// from today on (ARCHITECTURE.md, "Goals").
    case setGoal(target: String, milliseconds: Int64, period: String)
    /// A stopwatch's goal now.
    case goal(target: String)
}
