/// The user's calendar in the user's time zone (ARCHITECTURE.md, "Where the time went"), for totals by local day: which
/// day an instant falls on and when a day begins, daylight saving time and skipped days
/// included, and the locale's first day of the week. Instants are wall-clock time since the
/// Unix epoch, as ``WallClock`` gives them.
public protocol LocalCalendar {
    /// The local day `instant` falls on.
    func day(containing instant: Duration) -> LocalDay
    /// The first instant of `day`: its midnight, or the first time that exists on it; for a
    /// day the zone skipped (Pacific/Apia's 30 December 2011), the next day's first instant.
    func start(of day: LocalDay) -> Duration
    /// The instant of `hour`:`minute`:`second` on `day` in the local zone; a time that does not
    /// exist there (in the hour skipped when daylight saving time begins) is the first after
    /// the gap (02:30 on a spring day in Berlin is 03:00).
    func instant(on day: LocalDay, hour: Int, minute: Int, second: Int) -> Duration
    /// The locale's first day of the week: 0 Sunday, 1 Monday … 6 Saturday.
    var firstWeekday: Int { get }
}
