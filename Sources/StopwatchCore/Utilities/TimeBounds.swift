/// The bounds every time from outside the process (the state file, the clocks, the command
/// line) is held to before it meets arithmetic (ARCHITECTURE.md, "Times from outside").
///
/// A stopwatch counts to 100 years at most; a wall-clock instant lies between the Unix epoch
/// and the end of year 9999. Inside these bounds no sum or difference of two times can
/// overflow, and every conversion to milliseconds fits an `Int64`; anything that could leave
/// them saturates instead of trapping.
public enum TimeBounds {
    /// 100 years of 365.25 days, in milliseconds: the longest elapsed or lap time.
    public static let maximumElapsedMilliseconds: Int64 = 3_155_760_000_000
    /// 9999-12-31T23:59:59.999Z in Unix milliseconds: the latest wall-clock instant.
    public static let maximumWallClockMilliseconds: Int64 = 253_402_300_799_999

    public static let maximumElapsed = Duration.milliseconds(maximumElapsedMilliseconds)
    public static let maximumWallClock = Duration.milliseconds(maximumWallClockMilliseconds)

    /// An elapsed or lap time read from outside, or `nil` when it is not within 0…100 years.
    public static func elapsed(milliseconds: Int64) -> Duration? {
        (0...maximumElapsedMilliseconds).contains(milliseconds) ? .milliseconds(milliseconds) : nil
    }

    /// A wall-clock instant read from outside, or `nil` when it is not within the epoch…9999.
    public static func wallClock(milliseconds: Int64) -> Duration? {
        (0...maximumWallClockMilliseconds).contains(milliseconds) ? .milliseconds(milliseconds) : nil
    }

    /// `duration` held to 0…100 years: where a running stopwatch stops growing.
    public static func clampElapsed(_ duration: Duration) -> Duration {
        min(max(duration, .zero), maximumElapsed)
    }

    /// A wall-clock reading held to the epoch…9999 (a clock can be set anywhere).
    public static func clampWallClock(_ instant: Duration) -> Duration {
        min(max(instant, .zero), maximumWallClock)
    }

    /// `a + b` for two elapsed times, held to 0…100 years.
    public static func sum(_ a: Duration, _ b: Duration) -> Duration {
        clampElapsed(clampElapsed(a) + clampElapsed(b))
    }

    /// How long ago `earlier` was at `later`, for two wall-clock instants: never negative (the
    /// clock may have been set back), never more than 100 years.
    public static func interval(from earlier: Duration, to later: Duration) -> Duration {
        clampElapsed(clampWallClock(later) - clampWallClock(earlier))
    }
}
