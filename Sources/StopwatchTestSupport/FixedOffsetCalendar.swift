import StopwatchCore

/// A calendar of days of 24 hours at a fixed offset east of UTC, for tests of totals that need
/// no time zone's history.
public final class FixedOffsetCalendar: LocalCalendar {
    public let offset: Duration
    public let firstWeekday: Int

    public init(offsetHours: Int = 0, offsetMinutes: Int = 0, firstWeekday: Int = 1) {
        offset = .seconds(offsetHours * 3600 + offsetMinutes * 60)
        self.firstWeekday = firstWeekday
    }

    public func day(containing instant: Duration) -> LocalDay {
        let seconds = (instant + offset).components.seconds
        return LocalDay(dayNumber: Int(seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400))
    }

    public func start(of day: LocalDay) -> Duration {
        .seconds(Int64(day.dayNumber) * 86_400) - offset
    }

    public func instant(on day: LocalDay, hour: Int, minute: Int, second: Int) -> Duration {
        start(of: day) + .seconds(hour * 3600 + minute * 60 + second)
    }
}
