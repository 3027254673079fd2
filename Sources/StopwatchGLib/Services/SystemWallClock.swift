import CGLib
import StopwatchCore

/// The wall clock, from GLib (`g_get_real_time`, microseconds since the Unix epoch).
public final class SystemWallClock: WallClock {
    public init() {}

    public func now() -> Duration {
        .microseconds(g_get_real_time())
    }
}
