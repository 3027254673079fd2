/// The clock elapsed time is measured with inside one run of the app.
///
/// It never goes backwards and keeps counting through suspend (`CLOCK_BOOTTIME` on Linux).
/// Its origin is arbitrary: only differences between two readings mean anything.
public protocol MonotonicClock: AnyObject {
    /// Time since the clock's origin.
    func now() -> Duration
}
