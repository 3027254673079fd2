import CGLib
import Glibc
import StopwatchCore

/// The user's calendar from GLib's time zones (`GTimeZone`, `GDateTime`, the system's tz
/// database) and the C library's locale (ARCHITECTURE.md, "Where the time went"): a day at a change of daylight
/// saving time is 23 or 25 hours long, a day the zone skipped has no time, and weeks start on
/// the day `LC_TIME` says.
public final class GLibLocalCalendar: LocalCalendar {
    private let zone: OpaquePointer
    public let firstWeekday: Int

    /// The calendar of the zone `identifier` ("Europe/Berlin"; `nil`: the user's, from `TZ`
    /// or the system), with weeks from `firstWeekday` (`nil`: the process's `LC_TIME`).
    /// An identifier GLib does not know gives `nil`.
    public init?(zone identifier: String? = nil, firstWeekday: Int? = nil) {
        guard let zone = identifier.map({ g_time_zone_new_identifier($0) }) ?? g_time_zone_new_local() else { return nil }
        self.zone = zone
        self.firstWeekday = firstWeekday ?? Self.firstWeekday(of: nil)
    }

    deinit {
        g_time_zone_unref(zone)
    }

    public func day(containing instant: Duration) -> LocalDay {
        let seconds = instant.components.seconds - (instant.components.attoseconds < 0 ? 1 : 0)
        // Within GDateTime's years (1 to 9999): past them, the first or last day.
        guard let utc = g_date_time_new_from_unix_utc(gint64(seconds)) else { return seconds < 0 ? .first : .last }
        defer { g_date_time_unref(utc) }
        guard let local = g_date_time_to_timezone(utc, zone) else { return seconds < 0 ? .first : .last }
        defer { g_date_time_unref(local) }
        var year: gint = 0
        var month: gint = 0
        var day: gint = 0
        g_date_time_get_ymd(local, &year, &month, &day)
        return LocalDay(year: Int(year), month: Int(month), day: Int(day)) ?? (seconds < 0 ? .first : .last)
    }

    public func start(of day: LocalDay) -> Duration {
        let start = midnight(of: day)
        // A day that was skipped begins where the next one does, never on the day before.
        return self.day(containing: start) < day ? midnight(of: day.adding(days: 1)) : start
    }

    public func instant(on day: LocalDay, hour: Int, minute: Int, second: Int) -> Duration {
        guard
            let time = g_date_time_new(
                zone, gint(day.year), gint(day.month), gint(day.day), gint(hour), gint(minute), gdouble(second))
        else { return start(of: day) + .seconds(hour * 3600 + minute * 60 + second) }
        defer { g_date_time_unref(time) }
        return .seconds(Int64(g_date_time_to_unix(time)))
    }

    /// The instant GLib gives for 00:00 of `day`: a time that does not exist (a gap at
    /// midnight, a skipped day) moved to one that does.
    private func midnight(of day: LocalDay) -> Duration {
        guard let midnight = g_date_time_new(zone, gint(day.year), gint(day.month), gint(day.day), 0, 0, 0) else {
            return .seconds(Int64(day.dayNumber) * 86_400)
        }
        defer { g_date_time_unref(midnight) }
        return .seconds(Int64(g_date_time_to_unix(midnight)))
    }

    /// The first day of the week of the locale `name` ("de_DE.UTF-8"; `nil`: the process's
    /// `LC_TIME`): 0 Sunday … 6 Saturday. glibc gives it as a day counted from the week of its
    /// `_NL_TIME_WEEK_1STDAY` (19971130, a Sunday, or 19971201, a Monday). Sunday when the
    /// locale is unknown.
    public static func firstWeekday(of name: String?) -> Int {
        let first: UnsafeMutablePointer<CChar>?
        let origin: UnsafeMutablePointer<CChar>?
        if let name {
            // A locale of its own: setlocale would change the whole process's, on any thread.
            guard let locale = newlocale(LC_TIME_MASK, name, nil) else { return 0 }
            defer { freelocale(locale) }
            (first, origin) = (nl_langinfo_l(nl_item(_NL_TIME_FIRST_WEEKDAY), locale), nl_langinfo_l(nl_item(_NL_TIME_WEEK_1STDAY), locale))
        } else {
            (first, origin) = (nl_langinfo(nl_item(_NL_TIME_FIRST_WEEKDAY)), nl_langinfo(nl_item(_NL_TIME_WEEK_1STDAY)))
        }
        guard let first, let origin else { return 0 }
        // The week-origin item is a number, not text: its pointer's value is the date.
        return firstWeekday(counted: Int(first[0]), fromWeekOf: Int(bitPattern: UInt(bitPattern: origin)))
    }

    /// The first weekday as glibc counts it: `counted` days from the weekday of `originDate`,
    /// 1 being that day itself.
    static func firstWeekday(counted: Int, fromWeekOf originDate: Int) -> Int {
        let origin = LocalDay(year: originDate / 10_000, month: originDate / 100 % 100, day: originDate % 100)?.weekday ?? 0
        guard (1...7).contains(counted) else { return origin }
        return (origin + counted - 1) % 7
    }
}
