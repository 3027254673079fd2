import CGLib
import StopwatchCore

/// The monotonic clock: `CLOCK_BOOTTIME`, which keeps counting through suspend, as a phone
/// stopwatch does.
public final class BootTimeClock: MonotonicClock {
    public init() {}

    public func now() -> Duration {
        .nanoseconds(cglib_boottime_nanoseconds())
    }
}
